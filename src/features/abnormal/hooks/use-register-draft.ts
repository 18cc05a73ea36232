/**
 * The register form's draft (src/lib/drafts.ts): autosaved under `abnormal-record:new` as the user types; a fresh
 * form offers the stored draft back (restore / discard), so a closed tab or a lost network loses nothing.
 */
import { useEffect, useState } from 'react';
import { clearDraft, readDraft, useAutosave } from '@/lib/drafts';
import type { RegisterValues } from '../utils/register-form';

export const REGISTER_DRAFT_KEY = 'abnormal-record:new';
const STALE_MS = 24 * 3600_000;

export interface UseRegisterDraftOptions {
  values: RegisterValues;
  dirty: boolean;
  onLoad(values: RegisterValues): void;
}

export function useRegisterDraft({ values, dirty, onLoad }: UseRegisterDraftOptions) {
  const [offer, setOffer] = useState<{ values: RegisterValues; updatedAt: number } | null>(null);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    void readDraft<RegisterValues>(REGISTER_DRAFT_KEY)
      .then((d) => live && typeof d?.value?.description === 'string' && setOffer({ values: d.value, updatedAt: d.updatedAt }))
      .finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, []);

  const autosave = useAutosave(REGISTER_DRAFT_KEY, values, { enabled: checked && dirty && !offer });

  return {
    offer: offer ? { updatedAt: offer.updatedAt, stale: Date.now() - offer.updatedAt > STALE_MS } : null,
    restore() {
      if (!offer) return;
      onLoad(offer.values);
      setOffer(null);
    },
    async discard() {
      setOffer(null);
      await clearDraft(REGISTER_DRAFT_KEY);
    },
    clear: () => autosave.clear(),
  };
}
