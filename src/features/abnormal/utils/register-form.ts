/**
 * The register form's values (what its draft keeps) and the request they make (CreateRecordBody, checked with the
 * contract's own schema first: a refusal the browser can see is shown at its field before anything is sent).
 */
import { createRecordBody, type CreateRecordBody } from '@/domain/abnormal/api';
import { ABNORMAL_MESSAGES } from '@/domain/abnormal/messages';
import { TYPE_STAGE_HINTS, type AbnormalStage, type ResponsibleParty } from '@/domain/abnormal/records';

export interface RegisterValues {
  order_no: string;
  /** the order found for order_no (null until found) */
  order_id: number | null;
  /** its carton labels, as found */
  cartons: string[];
  package_nos: string[];
  type_code: string;
  stage: AbnormalStage;
  responsible_party: ResponsibleParty | '';
  /** who of that party (a carrier, a delivery provider or fitting worker), chosen with its resource picker; '' none */
  responsible_resource_id?: string;
  responsible_label?: string;
  description: string;
  photos: string[];
  /** datetime-local (device time), empty: now */
  occurred_at: string;
  hold_order: boolean;
}

export const emptyRegisterValues = (orderNo = ''): RegisterValues => ({
  order_no: orderNo,
  order_id: null,
  cartons: [],
  package_nos: [],
  type_code: '',
  stage: 'delivery',
  responsible_party: '',
  description: '',
  photos: [],
  occurred_at: '',
  hold_order: true,
});

/** the stage a type is usually found at, when the user has not chosen one */
export const stageHint = (typeCode: string): AbnormalStage | undefined => TYPE_STAGE_HINTS[typeCode.toUpperCase()];

export type RegisterField = 'order_no' | 'package_nos' | 'type_code' | 'stage' | 'responsible_party' | 'description' | 'photos' | 'occurred_at';

/** the server's field name (a 400's `field`) → the form's */
export const FIELD_OF: Record<string, RegisterField> = {
  order_id: 'order_no',
  order_no: 'order_no',
  package_nos: 'package_nos',
  type_code: 'type_code',
  stage: 'stage',
  responsible_party: 'responsible_party',
  responsible_resource_id: 'responsible_party',
  description: 'description',
  photos: 'photos',
  occurred_at: 'occurred_at',
};

const KNOWN = ABNORMAL_MESSAGES as Record<string, { zh: string; en: string }>;

export type RegisterErrors = Partial<Record<RegisterField, string>>;

/** The request, or the errors at their fields (in the user's language where the contract names the message). */
export function toRecordBody(v: RegisterValues, lang: 'zh' | 'en', fallback: string): { body: CreateRecordBody; errors?: undefined } | { errors: RegisterErrors; body?: undefined } {
  const body: CreateRecordBody = {
    ...(v.order_id ? { order_id: v.order_id } : { order_no: v.order_no.trim() || undefined }),
    package_nos: v.package_nos,
    type_code: v.type_code,
    stage: v.stage,
    ...(v.responsible_party ? { responsible_party: v.responsible_party } : {}),
    ...(v.responsible_party && v.responsible_resource_id ? { responsible_resource_id: Number(v.responsible_resource_id) } : {}),
    description: v.description,
    photos: v.photos,
    ...(v.occurred_at ? { occurred_at: new Date(v.occurred_at).toISOString() } : {}),
    hold_order: v.hold_order,
  };
  const r = createRecordBody.safeParse(body);
  if (r.success) return { body };
  const errors: RegisterErrors = {};
  for (const issue of r.error.issues) {
    const field = FIELD_OF[String(issue.path[0] ?? '')];
    if (field && !errors[field]) errors[field] = KNOWN[issue.message]?.[lang] ?? fallback;
  }
  return { errors };
}

/** The resource picker for the responsible party's who: carriers; the delivery side's providers, or its fitting workers when found at installation. */
export function responsiblePicker(party: ResponsibleParty | '', stage: AbnormalStage): 'carrier' | 'fittingWorker' | 'deliveryProvider' | null {
  if (party === 'carrier') return 'carrier';
  if (party === 'delivery') return stage === 'installation' ? 'fittingWorker' : 'deliveryProvider';
  return null;
}

/** The code of an abnormal type added from the register form (the user types only its name): `U` + time and chance, ≤ 20 of [A-Z0-9]. */
export const newTypeCode = (now = Date.now(), random = Math.random()) =>
  `U${now.toString(36)}${Math.floor(random * 36 ** 3)
    .toString(36)
    .padStart(3, '0')}`.toUpperCase();

