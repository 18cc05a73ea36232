/**
 * The create form's draft (src/lib/drafts.ts, the mechanism the warehouse and order forms use): autosaved under
 * `transit-load:new:<type>` as the dispatcher types; a fresh form offers the stored draft back (restore / discard).
 */
import { useEffect, useState } from 'react';
import { clearDraft, readDraft, useAutosave } from '@/lib/drafts';
import type { LoadType } from '@/domain/transit/loads';
import type { LoadFormValues } from '../utils/load-form';

export const loadDraftKey = (type: LoadType) => `transit-load:new:${type}`;

/** a draft older than this is offered with a warning (its orders may have left meanwhile) */
const STALE_MS = 24 * 3600_000;

export interface UseLoadDraftOptions {
  type: LoadType;
  values: LoadFormValues;
  dirty: boolean;
  onLoad(values: LoadFormValues): void;
}

export function useLoadDraft({ type, values, dirty, onLoad }: UseLoadDraftOptions) {
  const key = loadDraftKey(type);
  const [offer, setOffer] = useState<{ values: LoadFormValues; updatedAt: number } | null>(null);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    setChecked(false);
    void readDraft<LoadFormValues>(key)
      .then((d) => live && d?.value?.from_site !== undefined && setOffer({ values: d.value, updatedAt: d.updatedAt }))
      .finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, [key]);

  const autosave = useAutosave(key, values, { enabled: checked && dirty && !offer });

  return {
    offer: offer ? { updatedAt: offer.updatedAt, stale: Date.now() - offer.updatedAt > STALE_MS } : null,
    restore() {
      if (!offer) return;
      onLoad(offer.values);
      setOffer(null);
    },
    async discard() {
      setOffer(null);
      await clearDraft(key);
    },
    clear: () => autosave.clear(),
  };
}
