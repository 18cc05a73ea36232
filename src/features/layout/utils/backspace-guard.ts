/** Backspace guard (spec §6): Backspace never navigates back unless typed into an editable field. */

const TEXT_INPUT_TYPES = new Set([
  'text', 'password', 'search', 'email', 'number', 'tel', 'url', 'date', 'datetime-local', 'month', 'time', 'week',
]);

/** True when Backspace on this target would edit text, i.e. must be let through. */
export function isEditableTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable || el.getAttribute('contenteditable') === 'true' || el.getAttribute('contenteditable') === '') {
    return true;
  }
  if (el.tagName === 'TEXTAREA') {
    const ta = el as HTMLTextAreaElement;
    return !ta.readOnly && !ta.disabled;
  }
  if (el.tagName === 'INPUT') {
    const input = el as HTMLInputElement;
    const type = (input.getAttribute('type') ?? 'text').toLowerCase();
    return TEXT_INPUT_TYPES.has(type) && !input.readOnly && !input.disabled;
  }
  return false;
}

export function shouldBlockBackspace(event: Pick<KeyboardEvent, 'key' | 'target'>): boolean {
  return event.key === 'Backspace' && !isEditableTarget(event.target);
}

/** Installs the guard on a window; returns the uninstaller. */
export function installBackspaceGuard(win: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (shouldBlockBackspace(event)) event.preventDefault();
  };
  win.addEventListener('keydown', onKeyDown, true);
  return () => win.removeEventListener('keydown', onKeyDown, true);
}
