/**
 * The typed fields of one order's action dialog (a sign's signer and memo, a reason…) autosaved as a draft
 * (src/lib/drafts.ts), so a reload or a closed browser mid-typing loses nothing: reopening the same action on
 * the same order puts them back. Photos are not in it (they are files, held until the action is sent).
 */
import { useEffect, useMemo, useState } from 'react';
import { readDraft, useAutosave } from '@/lib/drafts';
import type { ActionFormValues } from '../utils/action-form';

type TextValues = Record<string, string>;

const textOf = (values: ActionFormValues): TextValues => Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string'));

export interface ActionDraft {
  /** the stored text was put back into the form */
  restored: boolean;
  /** forget it: the action was taken (or kept to be sent), or the user cancelled */
  clear(): Promise<void>;
}

/** `key` null: no draft (a batch dialog). */
export function useActionDraft(key: string | null, initial: ActionFormValues, values: ActionFormValues, setValues: (update: (prev: ActionFormValues) => ActionFormValues) => void): ActionDraft {
  const [checked, setChecked] = useState(false);
  const [restored, setRestored] = useState(false);
  const text = useMemo(() => textOf(values), [values]);
  const changed = useMemo(() => JSON.stringify(text) !== JSON.stringify(textOf(initial)), [text, initial]);
  const autosave = useAutosave(key ?? 'action:none', text, { enabled: !!key && checked && changed });

  useEffect(() => {
    if (!key) return;
    let live = true;
    void readDraft<TextValues>(key).then(
      (draft) => {
        if (!live) return;
        if (draft && Object.keys(draft.value ?? {}).length) {
          setValues((prev) => ({ ...prev, ...Object.fromEntries(Object.entries(draft.value).filter(([k, v]) => typeof prev[k] === 'string' && typeof v === 'string')) }));
          setRestored(true);
        }
        setChecked(true);
      },
      () => live && setChecked(true),
    );
    return () => {
      live = false;
    };
  }, [key, setValues]);

  return { restored, clear: autosave.clear };
}
