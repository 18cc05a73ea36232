/**
 * The new-notice form's draft: read when the form opens (a draft found is put back into the form at once), then
 * autosaved as the merchant types (src/lib/drafts.ts useAutosave), cleared after the notice is sent or queued.
 * An edited notice keeps no draft: it exists on the server already.
 */
import { useEffect, useState } from 'react';
import { useAutosave } from '@/lib/drafts';
import { clearNoticeDraft, isBlankNotice, NOTICE_DRAFT_KEY, readNoticeDraft, type NoticeFormValues } from '../utils/notice-draft';

export interface UseNoticeDraftOptions {
  /** false for an edited notice */
  enabled: boolean;
  values: NoticeFormValues;
  /** replaces the form's values (the draft restored) */
  onLoad(values: NoticeFormValues): void;
}

export function useNoticeDraft({ enabled, values, onLoad }: UseNoticeDraftOptions) {
  const [checked, setChecked] = useState(!enabled);
  const [restored, setRestored] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void readNoticeDraft()
      .then((d) => {
        if (d && live) {
          onLoad(d);
          setRestored(true);
        }
      })
      .finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
    // onLoad sets the form's state: stable for the form's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);

  // nothing is written before the stored draft was read (it would be overwritten), nor after the notice left
  const autosave = useAutosave(NOTICE_DRAFT_KEY, values, { enabled: enabled && checked && !done && !isBlankNotice(values) });

  return {
    /** the form opened with the draft of an earlier visit */
    restored,
    /** the notice was sent or queued: the draft is gone */
    async clear() {
      setDone(true);
      setRestored(false);
      await autosave.clear();
    },
    /** the merchant starts over */
    async discard() {
      setRestored(false);
      await autosave.clear();
      await clearNoticeDraft();
    },
  };
}
