/**
 * The state of one ticket form (create screen and detail panel): the payload, the schema's fields, visibility
 * and the automatic sub-type recomputed 300 ms after the last change (spec §4), field and fee validation, and the
 * local draft (src/lib/drafts.ts) offered back on reopen, as order forms do.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialFeeRows, stageRule, validateFeeRows, type FeeRow, type SettleTargets } from '@/domain/tickets/fees';
import type { TicketFormData, TicketSchemaDto } from '@/domain/tickets/ticket-schema';
import { autoSubType, hiddenFields, withoutHidden } from '@/domain/tickets/visibility';
import type { TicketStage } from '@/domain/tickets/workflow';
import { readDraft, useAutosave } from '@/lib/drafts';
import { coerceValues, formFields, validateFields } from '../components/ticket-form/schema-fields';

export const VISIBILITY_DEBOUNCE_MS = 300;

export interface TicketFormState {
  payload: TicketFormData;
  order_no: string;
  executive_uid: number | null;
  financial_uid: number | null;
}

export interface TicketDraftOffer {
  state: TicketFormState;
  updatedAt: number;
  /** the ticket changed since the draft was written */
  stale: boolean;
}

interface StoredDraft {
  state: TicketFormState;
  version?: number;
}

export interface UseTicketFormOptions {
  schema: TicketSchemaDto;
  stage: TicketStage;
  initial: TicketFormState;
  /** null: no draft (read-only forms) */
  draftKey: string | null;
  /** the ticket's version (edit forms) */
  version?: number;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useTicketForm({ schema, stage, initial: given, draftKey, version }: UseTicketFormOptions) {
  const { t } = useTranslation();
  const fields = useMemo(() => formFields(schema.json_schema, schema.ui_schema), [schema]);
  const rule = useMemo(() => stageRule(schema.action_rules?.fee_stage_rules, stage), [schema, stage]);
  const minItems = stage === 'CREATE' ? 0 : (schema.action_rules?.fee_min_items ?? 0);
  const [initial] = useState<TicketFormState>(() => ({ ...given, payload: { ...given.payload, fees: initialFeeRows(given.payload.fees ?? [], stage, rule) } }));
  const [state, setState] = useState<TicketFormState>(initial);
  const [hidden, setHidden] = useState<Set<string>>(() => hiddenFields(schema.ui_schema, initial.payload));
  const [showErrors, setShowErrors] = useState(false);

  // visible-when and the sub-type follow the input 300 ms after the last change
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = hiddenFields(schema.ui_schema, state.payload);
      setHidden((prev) => (same([...prev].sort(), [...next].sort()) ? prev : next));
      const sub = autoSubType(schema.sub_type_options, state.payload);
      if (sub !== undefined && sub !== state.payload.sub_type) setState((prev) => ({ ...prev, payload: { ...prev.payload, sub_type: sub } }));
    }, VISIBILITY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [schema, state.payload]);

  // ---- the draft
  const dirty = !same(state, initial);
  const [offer, setOffer] = useState<TicketDraftOffer | null>(null);
  const [offerChecked, setOfferChecked] = useState(false);
  const draftValue = useMemo<StoredDraft>(() => ({ state, version }), [state, version]);
  const autosave = useAutosave(draftKey ?? 'tickets:none', draftValue, { enabled: !!draftKey && dirty && offerChecked && !offer });

  useEffect(() => {
    let live = true;
    if (!draftKey) return;
    void readDraft<StoredDraft>(draftKey).then(
      (draft) => {
        if (!live) return;
        const stored = draft?.value?.state;
        if (stored && !same(stored, initial)) setOffer({ state: stored, updatedAt: draft.updatedAt, stale: draft.value.version !== version });
        setOfferChecked(true);
      },
      () => live && setOfferChecked(true),
    );
    return () => {
      live = false;
    };
    // read once per form: a later version change remounts the form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  const restoreDraft = useCallback(() => {
    if (!offer) return;
    setState(offer.state);
    setHidden(hiddenFields(schema.ui_schema, offer.state.payload));
    setOffer(null);
  }, [offer, schema]);
  const discardDraft = useCallback(() => {
    setOffer(null);
    void autosave.clear();
  }, [autosave]);

  // ---- editing
  const setField = useCallback((name: string, value: unknown) => setState((prev) => ({ ...prev, payload: { ...prev.payload, [name]: value } })), []);
  const setFees = useCallback((fees: FeeRow[]) => setState((prev) => ({ ...prev, payload: { ...prev.payload, fees } })), []);
  const patch = useCallback((p: Partial<TicketFormState>) => setState((prev) => ({ ...prev, ...p })), []);

  // ---- validation
  const failures = useMemo(() => validateFields(fields, state.payload, hidden, schema.error_schema), [fields, state.payload, hidden, schema.error_schema]);
  const fieldErrors = useMemo(() => {
    if (!showErrors) return {};
    const out: Record<string, string> = {};
    for (const f of fields) {
      const failure = failures[f.name];
      if (failure) out[f.name] = failure.message ?? t(failure.keyword === 'required' ? 'tickets.form.fieldRequired' : 'tickets.form.fieldInvalid', { field: f.title });
    }
    return out;
  }, [showErrors, failures, fields, t]);

  /** the payload to send, or null (every message is shown) when something is wrong */
  const prepare = useCallback(
    (targets: SettleTargets, orderMaxCents: number | null = null): TicketFormData | null => {
      setShowErrors(true);
      const nowHidden = hiddenFields(schema.ui_schema, state.payload);
      const fieldsOk = Object.keys(validateFields(fields, state.payload, nowHidden, schema.error_schema)).length === 0;
      const fees = state.payload.fees ?? [];
      const feesOk = validateFeeRows(fees, schema.fee_configs, { minItems, directions: rule.directions, targets, orderMaxCents }).ok;
      if (!fieldsOk || !feesOk) return null;
      return { ...withoutHidden(schema.ui_schema, coerceValues(fields, state.payload)), fees } as TicketFormData;
    },
    [schema, state.payload, fields, minItems, rule.directions],
  );

  return { state, fields, hidden, rule, minItems, fieldErrors, showErrors, setField, setFees, patch, prepare, dirty, offer, restoreDraft, discardDraft, clearDraft: autosave.clear };
}
