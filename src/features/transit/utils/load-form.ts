/**
 * The create form's values as typed (strings, as inputs hold them) and the request body they become: yuan →
 * fee_cents (parseAmountCents), kg / m³ → grams / cm³, the local departure time → ISO. Checked with the contract's
 * own schema (createLoadBody) so a field error shows at the field before anything is sent.
 */
import { createLoadBody, type CreateLoadBody } from '@/domain/transit/api';
import { vehicleType, type LoadType } from '@/domain/transit/loads';
import { parseAmountCents } from '@/domain/tickets/fees';

export interface LoadFormValues {
  type: LoadType;
  from_site: string;
  to_site: string;
  line_id: string;
  carrier_id: string;
  carrier_label: string;
  driver_id: string;
  driver_label: string;
  vehicle_plate: string;
  /** a VEHICLE_TYPES code, or '' for a custom capacity */
  vehicle_type: string;
  capacity_kg: string;
  capacity_m3: string;
  capacity_pieces: string;
  /** datetime-local: YYYY-MM-DDTHH:mm (the device's time zone) */
  planned_departure: string;
  fee_yuan: string;
  tracking_no: string;
  allow_unplanned: boolean;
  memo: string;
  order_ids: number[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** tonight at 20:00 (or the next full hour once that has passed), as a datetime-local value */
export function defaultDeparture(now = new Date()): string {
  const d = new Date(now);
  if (d.getHours() < 20) d.setHours(20, 0, 0, 0);
  else d.setHours(d.getHours() + 1, 0, 0, 0);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function emptyLoadForm(type: LoadType = 'line_haul', now = new Date()): LoadFormValues {
  return {
    type,
    from_site: '',
    to_site: '',
    line_id: '',
    carrier_id: '',
    carrier_label: '',
    driver_id: '',
    driver_label: '',
    vehicle_plate: '',
    vehicle_type: type === 'drayage' ? 'V42' : 'V96',
    capacity_kg: '',
    capacity_m3: '',
    capacity_pieces: '',
    planned_departure: defaultDeparture(now),
    fee_yuan: '',
    tracking_no: '',
    allow_unplanned: true,
    memo: '',
    order_ids: [],
  };
}

const DECIMAL = /^\d{1,9}(\.\d{1,2})?$/;

/** kg / m³ typed with at most two decimals → integer grams / cm³; '' → undefined; NaN when malformed */
function scaled(text: string, factor: number): number | undefined {
  const s = text.trim();
  if (!s) return undefined;
  return DECIMAL.test(s) ? Math.round(Number(s) * factor) : NaN;
}

/** the capacity the rates are measured against: the vehicle type's, or the custom one typed */
export function formCapacity(v: LoadFormValues): { weight_g: number; volume_cm3: number; pieces: number } {
  const pieces = Number(v.capacity_pieces) || 0;
  const type = vehicleType(v.vehicle_type);
  if (type) return { weight_g: type.weight_g, volume_cm3: type.volume_cm3, pieces };
  return { weight_g: scaled(v.capacity_kg, 1000) || 0, volume_cm3: scaled(v.capacity_m3, 1_000_000) || 0, pieces };
}

export type FormErrors = Partial<Record<keyof LoadFormValues | 'root', string>>;

/** The body, or the message keys per field (domain message keys or local ones: amount, number, invalidFormat, required). */
export function toLoadBody(v: LoadFormValues): { body: CreateLoadBody; errors: null } | { body: null; errors: FormErrors } {
  const errors: FormErrors = {};
  const fee = v.fee_yuan.trim() ? parseAmountCents(v.fee_yuan) : 0;
  if (fee === null) errors.fee_yuan = 'amount';
  const custom = !vehicleType(v.vehicle_type);
  const weight = custom ? scaled(v.capacity_kg, 1000) : undefined;
  const volume = custom ? scaled(v.capacity_m3, 1_000_000) : undefined;
  if (Number.isNaN(weight)) errors.capacity_kg = 'number';
  if (Number.isNaN(volume)) errors.capacity_m3 = 'number';
  if (v.capacity_pieces.trim() && !/^\d{1,6}$/.test(v.capacity_pieces.trim())) errors.capacity_pieces = 'number';
  const departure = v.planned_departure ? new Date(v.planned_departure) : null;
  if (!departure || Number.isNaN(departure.getTime())) errors.planned_departure = 'required';
  if (custom && !weight && !volume && !errors.capacity_kg && !errors.capacity_m3) errors.capacity_kg = 'tsCapacityRequired';
  const body: CreateLoadBody = {
    type: v.type,
    from_site: v.from_site,
    to_site: v.to_site,
    line_id: v.line_id ? Number(v.line_id) : undefined,
    carrier_resource_id: v.carrier_id ? Number(v.carrier_id) : undefined,
    driver_resource_id: v.driver_id ? Number(v.driver_id) : undefined,
    vehicle_plate: v.vehicle_plate.trim(),
    ...(custom ? { capacity_weight_g: weight || undefined, capacity_volume_cm3: volume || undefined } : { vehicle_type: v.vehicle_type as CreateLoadBody['vehicle_type'] }),
    capacity_pieces: v.capacity_pieces.trim() ? Number(v.capacity_pieces) : undefined,
    planned_departure_at: departure && !Number.isNaN(departure.getTime()) ? departure.toISOString() : '',
    fee_cents: fee ?? 0,
    allow_unplanned: v.allow_unplanned,
    tracking_no: v.type === 'handover' ? v.tracking_no.trim() : '',
    memo: v.memo.trim(),
    order_ids: v.order_ids,
  };
  const parsed = createLoadBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = FIELD_OF[String(issue.path[0])] ?? 'root';
      errors[field] ??= issue.message;
    }
  }
  if (!errors.to_site && v.from_site && v.from_site === v.to_site) errors.to_site = 'tsSameSite';
  return Object.keys(errors).length ? { body: null, errors } : { body, errors: null };
}

/** a body field (the server's data.field too) → the form field showing its message */
export const FIELD_OF: Record<string, keyof LoadFormValues> = {
  type: 'type',
  from_site: 'from_site',
  to_site: 'to_site',
  line_id: 'line_id',
  carrier_resource_id: 'carrier_id',
  driver_resource_id: 'driver_id',
  vehicle_plate: 'vehicle_plate',
  vehicle_type: 'vehicle_type',
  capacity_weight_g: 'capacity_kg',
  capacity_volume_cm3: 'capacity_m3',
  capacity_pieces: 'capacity_pieces',
  planned_departure_at: 'planned_departure',
  fee_cents: 'fee_yuan',
  tracking_no: 'tracking_no',
  memo: 'memo',
  order_ids: 'order_ids',
};
