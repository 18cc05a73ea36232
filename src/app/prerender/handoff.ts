/**
 * The prerendered sign-in page (issue 16): /login is answered with the sign-in screen already in the HTML
 * (`#prerender`, made at build time by scripts/vite-plugin-prerender-login.ts), so the form paints before any
 * script runs. Until the app has mounted, what the user does there is kept here and handed to the real form:
 * the typed values, the focused field and a press of 登录 (the button is disabled in the HTML and enabled by
 * `armPrerender`, which the entry runs first, so no press is ever lost). The real screen then removes the copy
 * in a layout effect, before the browser paints both.
 */

export const PRERENDER_ID = 'prerender';

export interface PrerenderedLogin {
  username: string;
  password: string;
  focus: 'username' | 'password' | null;
  /** 登录 was pressed (or Enter) before the app was ready */
  submit: boolean;
}

let submitRequested = false;

const element = (): HTMLElement | null => (typeof document === 'undefined' ? null : document.getElementById(PRERENDER_ID));

const input = (root: HTMLElement, name: string): HTMLInputElement | null => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);

/** The entry's first step: the prerendered button now records a press instead of doing nothing. */
export function armPrerender(): void {
  const root = element();
  if (!root) return;
  const request = (event: Event) => {
    event.preventDefault();
    submitRequested = true;
  };
  const button = root.querySelector<HTMLButtonElement>('button[data-testid="login-submit"]');
  if (button) {
    button.disabled = false;
    button.removeAttribute('data-disabled');
    button.addEventListener('click', request);
  }
  root.querySelector('form')?.addEventListener('submit', request);
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) request(event);
  });
}

/**
 * What the user did on the prerendered form; null when the page was not prerendered or the copy is gone (the
 * caller removes it right after, so a second call — a remount — hands nothing over twice).
 */
export function takePrerenderedLogin(): PrerenderedLogin | null {
  const root = element();
  if (!root) return null;
  const username = input(root, 'username');
  const password = input(root, 'password');
  const active = document.activeElement;
  return {
    username: username?.value ?? '',
    password: password?.value ?? '',
    focus: active && active === username ? 'username' : active && active === password ? 'password' : null,
    submit: submitRequested,
  };
}

/** The real screen is in the document: the copy goes, and with it a press made on it (handed over already). */
export function removePrerender(): void {
  element()?.remove();
  submitRequested = false;
}

/**
 * What is typed on the real form, kept beside the page (memory only, never stored) so that the sign-in screen mounted
 * again — a route shown pending for a moment under load, a Suspense boundary — starts from it instead of from empty
 * fields: twice in the browser tests a username typed before such a remount was lost and the password typed after it
 * was sent alone (请输入用户名, no request). Cleared once signed in.
 */
let typed: { username: string; password: string } = { username: '', password: '' };

export const typedLogin = (): { username: string; password: string } => typed;

export function keepTypedLogin(values: { username?: string; password?: string }): void {
  typed = { username: values.username ?? '', password: values.password ?? '' };
}

export function clearTypedLogin(): void {
  typed = { username: '', password: '' };
}
