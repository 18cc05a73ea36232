/**
 * Warehouse document drafts (仓储草稿): each create form autosaves under its own key in the local drafts table
 * (src/lib/drafts.ts), so several unfinished documents can wait on one device; the drafts screen lists them.
 */
import { clearDraft, listDrafts, readDraft, writeDraft } from '@/lib/drafts';
import type { DocumentFormValues, FormKind } from './document-form';

const PREFIX = 'warehouse-doc:';

export interface WarehouseDraftValue {
  kind: FormKind;
  values: DocumentFormValues;
}

export interface WarehouseDraft extends WarehouseDraftValue {
  /** the draft's own id (in the create screen's URL) */
  id: string;
  key: string;
  updatedAt: number;
}

export const draftKeyOf = (kind: FormKind, id: string) => `${PREFIX}${kind}:${id}`;

export const newDraftId = () =>
  (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`).slice(0, 40);

function parseKey(key: string): { kind: FormKind; id: string } | null {
  const m = /^warehouse-doc:(inbound|outbound):(.+)$/.exec(key);
  return m ? { kind: m[1] as FormKind, id: m[2] } : null;
}

/** The signed-in user's warehouse drafts, newest first (optionally of one kind). */
export async function listWarehouseDrafts(kind?: FormKind): Promise<WarehouseDraft[]> {
  const all = await listDrafts();
  return all.flatMap((d) => {
    const k = parseKey(d.key);
    const value = d.value as Partial<WarehouseDraftValue> | null;
    if (!k || !value?.values || (kind && k.kind !== kind)) return [];
    return [{ id: k.id, key: d.key, kind: k.kind, values: value.values, updatedAt: d.updatedAt }];
  });
}

export async function readWarehouseDraft(kind: FormKind, id: string): Promise<WarehouseDraft | null> {
  const d = await readDraft<WarehouseDraftValue>(draftKeyOf(kind, id));
  return d?.value?.values ? { id, key: d.key, kind, values: d.value.values, updatedAt: d.updatedAt } : null;
}

/** Stores a draft at once (the form itself autosaves through useAutosave under the same key). */
export const writeWarehouseDraft = (kind: FormKind, id: string, values: DocumentFormValues) => writeDraft(draftKeyOf(kind, id), { kind, values } satisfies WarehouseDraftValue);

export const deleteWarehouseDraft = (kind: FormKind, id: string) => clearDraft(draftKeyOf(kind, id));
