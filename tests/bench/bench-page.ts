/**
 * What the benches that drive the real app in Chromium share: the API called from inside the signed-in page (its
 * token, an Idempotency-Key per write), the desk's sign-in, and the timing of a scan — from the Enter keydown in a
 * scan field to the verdict box showing the code, and to the next frame after it — with its p50/p95/max line.
 */
import type { Page } from '@playwright/test';

export type Call = <T>(method: string, url: string, body?: unknown) => Promise<{ code: string; msg: string; data: T }>;

export function caller(page: Page): Call {
  return (method, url, body) =>
    page.evaluate(
      async ([m, u, b]) => {
        const headers: Record<string, string> = { 'X-Token': localStorage.getItem('lading.token') ?? '', 'Content-Type': 'application/json' };
        if (m !== 'GET') headers['Idempotency-Key'] = crypto.randomUUID();
        const res = await fetch(`/api${u}`, { method: m as string, headers, body: b === undefined ? undefined : JSON.stringify(b) });
        const json = await res.json();
        return { code: String(json.code), msg: String(json.msg ?? ''), data: json.data };
      },
      [method, url, body] as const,
    ) as never;
}

/** Signs the demo servicer in at `base` and picks its first business unit; `beforeSignIn` runs on the login page. */
export async function signInDesk(page: Page, base: string, beforeSignIn?: () => Promise<void>) {
  await page.goto(`${base}/login`);
  await beforeSignIn?.();
  await page.getByTestId('login-username').fill('servicer');
  await page.getByTestId('login-password').fill('servicer123');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('bu-select').selectOption({ index: 1 });
  await page.getByTestId('bu-confirm').click();
}

export interface ScanTiming {
  /** the verdict box's data attributes named by `verdictKeys`, joined by ':' */
  verdict: string;
  /** ms from the Enter keydown to the verdict box showing the code */
  shown: number;
  /** ms from the Enter keydown to the next frame after that */
  frame: number;
}

export interface ScanField {
  /** data-testid of the scan input */
  input: string;
  /** data-testid of the box that shows the last verdict */
  box: string;
  /** the box's data attributes that make the verdict (e.g. ['result', 'accepted']) */
  verdictKeys: string[];
}

/** The Enter keydown in the scan field starts a measurement; a mutation showing the expected code in the verdict box ends it. */
export function instrumentScans(page: Page, field: ScanField) {
  return page.evaluate((f) => {
    // (no named helper functions in here: the bench runs under tsx, whose keepNames helper the page lacks)
    const state = { code: '', start: 0, done: Promise.resolve({}) as Promise<unknown>, settle: null as null | ((v: unknown) => void) };
    (window as unknown as { __scanBench: typeof state }).__scanBench = state;
    document.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== 'Enter' || (e.target as HTMLElement | null)?.dataset.testid !== f.input) return;
        state.start = e.timeStamp;
        state.done = new Promise((resolve) => (state.settle = resolve));
      },
      true,
    );
    new MutationObserver(() => {
      if (!state.settle) return;
      const box = document.querySelector<HTMLElement>(`[data-testid="${f.box}"]`);
      if (!box || !box.textContent?.includes(state.code)) return;
      const shown = performance.now() - state.start;
      const settle = state.settle;
      state.settle = null;
      const verdict = f.verdictKeys.map((k) => box.dataset[k] ?? '').join(':');
      requestAnimationFrame(() => setTimeout(() => settle({ verdict, shown, frame: performance.now() - state.start }), 0));
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, field);
}

/** Types `code` into the scan field and presses Enter; answers the page's own timings of that scan. */
export async function timedScan(page: Page, field: ScanField, code: string): Promise<ScanTiming> {
  await page.evaluate((c) => {
    (window as unknown as { __scanBench: { code: string } }).__scanBench.code = c;
  }, code);
  await page.getByTestId(field.input).fill(code);
  await page.keyboard.press('Enter');
  const r = await page.evaluate((box) => {
    const done = (window as unknown as { __scanBench: { done: Promise<ScanTiming> } }).__scanBench.done;
    return Promise.race([
      done,
      new Promise<ScanTiming>((resolve) => setTimeout(() => resolve({ verdict: `none after 20 s: ${document.querySelector(`[data-testid="${box}"]`)?.textContent ?? '(no verdict box)'}`, shown: 0, frame: 0 }), 20_000)),
    ]);
  }, field.box);
  if (process.env.BENCH_VERBOSE) console.error(`${code} ${r.verdict} ${r.shown.toFixed(1)} ms`);
  return r;
}

const pct = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
export const timingSummary = (values: number[]) => `p50 ${pct(values, 0.5).toFixed(1)} ms  p95 ${pct(values, 0.95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`;
