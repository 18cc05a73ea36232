/**
 * The state of one order form page: values kept in sessionStorage per path while they differ from the start
 * (so the tab bar can ask before dropping them, spec §8), field errors, the banned-area check on address
 * change, and the server's 400 message shown on the form without losing the input. The values are also
 * autosaved as a draft in the local database (src/lib/drafts.ts) under `draftKey`, so closing the tab or the
 * browser loses nothing: reopening the form offers the draft back (restore / discard).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ancestorsOf } from '@/components/ui/tree-select/tree';
import type { TreeNode } from '@/components/ui/tree-select/tree';
import { readDraft, useAutosave } from '@/lib/drafts';
import { clearUnsaved, loadUnsaved, saveUnsaved } from '@/lib/unsaved-forms';
import { checkBanned } from '../api/check-banned';
import { areaCodes, sameValues, type FieldErrors, type OrderFormValues } from '../utils/form-values';

interface Stored {
  values: OrderFormValues;
  idemKey: string;
}

/** What a draft of the form holds. */
export interface EntryDraft {
  values: OrderFormValues;
  /** the order's version the edit started from (edit forms only) */
  version?: number;
}

/** A draft found on opening the form that differs from what the form shows: offered back. */
export interface DraftOffer {
  values: OrderFormValues;
  /** ms since epoch */
  updatedAt: number;
  /** an edit's draft of an order that was changed since (restoring replaces those changes) */
  stale: boolean;
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now()}${Math.random().toString(36).slice(2)}`);

export interface UseEntryFormOptions {
  /** the page path: the sessionStorage key */
  path: string;
  /** the draft's key in the local database, e.g. 'order-entry:create/waybill', 'order-entry:update/12' */
  draftKey: string;
  initial: OrderFormValues;
  /** the consignor the banned-area rules are checked for */
  consignorId: () => number | undefined;
  addressTree: TreeNode[];
  /** the order's version (edit forms): kept with the draft, so an offer says when the order changed since */
  version?: number;
}

export function useEntryForm({ path, draftKey, initial, consignorId, addressTree, version }: UseEntryFormOptions) {
  const [stored] = useState(() => loadUnsaved<Stored>(path));
  const [values, setValuesState] = useState<OrderFormValues>(() => (stored?.values ? { ...initial, ...stored.values } : initial));
  const [idemKey, setIdemKey] = useState(() => stored?.idemKey ?? newKey());
  const [restored] = useState(() => !!stored);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const initialRef = useRef(initial);
  initialRef.current = initial;
  const banSeq = useRef(0);

  const dirty = !sameValues(values, initial);
  const [offer, setOffer] = useState<DraftOffer | null>(null);
  const [offerChecked, setOfferChecked] = useState(false);
  const draftValue = useMemo<EntryDraft>(() => (version === undefined ? { values } : { values, version }), [values, version]);
  // nothing is written before the stored draft was looked at, nor while it is offered (it would be overwritten)
  const autosave = useAutosave(draftKey, draftValue, { enabled: dirty && offerChecked && !offer });
  const versionRef = useRef(version);
  versionRef.current = version;
  const valuesRef = useRef(values);
  valuesRef.current = values;

  useEffect(() => {
    let live = true;
    setOfferChecked(false);
    setOffer(null);
    void readDraft<EntryDraft>(draftKey).then((draft) => {
      if (!live) return;
      const stored = draft?.value?.values;
      if (stored && !sameValues({ ...initialRef.current, ...stored }, valuesRef.current) && !sameValues({ ...initialRef.current, ...stored }, initialRef.current)) {
        setOffer({ values: { ...initialRef.current, ...stored }, updatedAt: draft.updatedAt, stale: draft.value.version !== undefined && draft.value.version !== versionRef.current });
      }
      setOfferChecked(true);
    }, () => live && setOfferChecked(true));
    return () => {
      live = false;
    };
  }, [draftKey]);

  const persist = useCallback(
    (next: OrderFormValues, key: string) => {
      if (sameValues(next, initialRef.current)) clearUnsaved(path);
      else saveUnsaved(path, { values: next, idemKey: key } satisfies Stored);
    },
    [path],
  );

  const setValues = useCallback(
    (patch: Partial<OrderFormValues>) => {
      setValuesState((prev) => {
        const next = { ...prev, ...patch };
        persist(next, idemKey);
        return next;
      });
      // a field the user edits loses its old error
      setErrors((prev) => {
        const keys = Object.keys(patch);
        if (!keys.some((k) => prev[k] || (k.startsWith('end_') && prev.area) || (k === 'products' && Object.keys(prev).some((e) => e.startsWith('products'))))) return prev;
        const out = { ...prev };
        for (const k of keys) delete out[k];
        if (keys.some((k) => k.endsWith('_code') && k.startsWith('end_'))) delete out.area;
        if (keys.includes('products')) for (const e of Object.keys(out)) if (e.startsWith('products')) delete out[e];
        return out;
      });
    },
    [persist, idemKey],
  );

  const runBanCheck = useCallback(
    async (v: OrderFormValues) => {
      if (!v.end_district_code) return;
      const seq = ++banSeq.current;
      const banned = await checkBanned({
        province_code: v.end_province_code,
        city_code: v.end_city_code,
        district_code: v.end_district_code,
        consignor_id: consignorId(),
        address: v.end_address || undefined,
      });
      if (seq !== banSeq.current) return;
      setErrors((prev) => {
        if (banned) return { ...prev, area: { key: 'areaBanned' } };
        if (prev.area?.key !== 'areaBanned') return prev;
        const out = { ...prev };
        delete out.area;
        return out;
      });
    },
    [consignorId],
  );

  const onDistrict = useCallback(
    (code: string | null) => {
      const codes = areaCodes(code ? ancestorsOf(addressTree, code) : [], code);
      const next = { ...values, ...codes };
      setValues(codes);
      if (code && !codes.end_district_code) setErrors((prev) => ({ ...prev, area: { key: 'areaRequired' } }));
      void runBanCheck(next);
    },
    [addressTree, values, setValues, runBanCheck],
  );

  const onAddressBlur = useCallback(() => void runBanCheck(values), [runBanCheck, values]);

  const restoreDraft = useCallback(() => {
    if (!offer) return;
    setOffer(null);
    setValuesState(offer.values);
    persist(offer.values, idemKey);
    setErrors({});
    void runBanCheck(offer.values);
  }, [offer, persist, idemKey, runBanCheck]);

  const discardDraft = useCallback(() => {
    setOffer(null);
    void autosave.clear();
  }, [autosave]);

  /** after a successful save: nothing unsaved any more, the next create gets a fresh idempotency key */
  const reset = useCallback(
    (next: OrderFormValues) => {
      clearUnsaved(path);
      setOffer(null);
      void autosave.clear();
      setValuesState(next);
      setErrors({});
      setServerError(null);
      setIdemKey(newKey());
    },
    [path, autosave],
  );

  // leaving the app (reload, closing the browser tab) with unsaved input: the browser asks
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return { values, setValues, errors, setErrors, serverError, setServerError, idemKey, dirty, restored, onDistrict, onAddressBlur, reset, draftOffer: offer, restoreDraft, discardDraft, bannedArea: errors.area?.key === 'areaBanned' };
}
