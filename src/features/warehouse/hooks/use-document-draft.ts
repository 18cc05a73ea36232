/**
 * The create form's draft: the form autosaves under its own draft id as the user types (src/lib/drafts.ts); a
 * form opened from the drafts screen (?draft=id) starts from that draft; a fresh form offers the newest unfinished
 * draft of its kind back (restore / discard).
 */
import { useEffect, useMemo, useState } from 'react';
import { useAutosave } from '@/lib/drafts';
import type { DocumentFormValues, FormKind } from '../utils/document-form';
import { deleteWarehouseDraft, draftKeyOf, listWarehouseDrafts, newDraftId, readWarehouseDraft, type WarehouseDraft } from '../utils/draft-store';

export interface UseDocumentDraftOptions {
  kind: FormKind;
  /** the draft id of the URL, if the form was opened from the drafts screen */
  draftId: string | undefined;
  values: DocumentFormValues;
  dirty: boolean;
  /** replaces the form's values (a draft restored) */
  onLoad(values: DocumentFormValues): void;
}

export function useDocumentDraft({ kind, draftId, values, dirty, onLoad }: UseDocumentDraftOptions) {
  const [id, setId] = useState(() => draftId ?? newDraftId());
  const [offer, setOffer] = useState<WarehouseDraft | null>(null);
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    setChecked(false);
    const load = draftId ? readWarehouseDraft(kind, draftId).then((d) => d && live && (setId(draftId), onLoad(d.values))) : listWarehouseDrafts(kind).then((all) => live && setOffer(all[0] ?? null));
    void load.finally(() => live && setChecked(true));
    return () => {
      live = false;
    };
    // onLoad is the form's reset: stable for the form's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, draftId]);

  const value = useMemo(() => ({ kind, values }), [kind, values]);
  // nothing is written before the stored drafts were looked at, nor while one is offered
  const autosave = useAutosave(draftKeyOf(kind, id), value, { enabled: checked && dirty && !offer });

  return {
    draftId: id,
    offer,
    restore() {
      if (!offer) return;
      setId(offer.id);
      onLoad(offer.values);
      setOffer(null);
    },
    async discard() {
      if (!offer) return;
      setOffer(null);
      await deleteWarehouseDraft(offer.kind, offer.id);
    },
    /** after a successful save: the draft is gone */
    clear: () => autosave.clear(),
  };
}
