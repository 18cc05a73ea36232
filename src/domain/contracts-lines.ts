/** Contracts with a party resource and transport lines with their legs: the request bodies both sides validate. */
import { z } from 'zod';
import { DB_INT_MAX, decimalToNumber } from './input-fields';

export const CONTRACT_TYPES = ['CONSIGNOR', 'CARRIER', 'DELIVERY', 'WAREHOUSE', 'OTHER'] as const;
export const CONTRACT_STATUSES = ['DRAFT', 'ACTIVE', 'TERMINATED'] as const;

const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : decimalToNumber(v));
/** an absent value says 'required' (a catalog key both the form and the server word) */
const requiredNumber = () => z.number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : undefined) });
const id = z.preprocess(toNumber, requiredNumber().int().min(1).max(DB_INT_MAX));
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const contractBody = z
  .object({
    resource_id: id,
    contract_type: z.enum(CONTRACT_TYPES, { error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : undefined) }),
    contract_no: z.string().trim().min(1, 'required').max(50),
    start_date: z.string({ error: () => 'required' }).trim().min(1, 'required').regex(ISO_DATE, 'invalidFormat'),
    end_date: z.string({ error: () => 'required' }).trim().min(1, 'required').regex(ISO_DATE, 'invalidFormat'),
    settlement_method_code: z.string().trim().min(1, 'required').max(40),
    attachment_fileids: z.array(z.string().trim().min(1, 'required').max(80)).max(20).optional().default([]),
    status: z.enum(CONTRACT_STATUSES).optional().default('ACTIVE'),
    memo: z.string().trim().max(320).optional().default(''),
  })
  .strict()
  // compared only when both are well-formed dates (else their own format message is enough)
  .refine((b) => !ISO_DATE.test(b.start_date) || !ISO_DATE.test(b.end_date) || b.end_date >= b.start_date, { message: 'contractDatesOrder', path: ['end_date'] });
export type ContractBody = z.infer<typeof contractBody>;

/** Prices are integer cents (元 × 100) so sums never round. */
export const legBody = z
  .object({
    from_station_id: id,
    to_station_id: id,
    carrier_resource_id: id,
    hours: z.preprocess(toNumber, requiredNumber().int('rules.validation.hours').min(1, 'rules.validation.hours').max(8760, 'rules.validation.hours')),
    price_cents: z.preprocess(toNumber, requiredNumber().int('rules.validation.price').min(0, 'rules.validation.price').max(100_000_000, 'rules.validation.price')),
    memo: z.string().trim().max(320).optional().default(''),
  })
  .strict()
  .refine((b) => b.from_station_id !== b.to_station_id, { message: 'sameStations', path: ['to_station_id'] });
export type LegBody = z.infer<typeof legBody>;

export const lineBody = z
  .object({
    name: z.string().trim().min(1, 'required').max(50),
    start_station_id: id,
    end_station_id: id,
    status: z.preprocess(toNumber, z.union([z.literal(0), z.literal(1)]).optional()),
    memo: z.string().trim().max(320).optional().default(''),
    legs: z.array(legBody).max(50).optional(),
  })
  .strict()
  .refine((b) => b.start_station_id !== b.end_station_id, { message: 'sameStations', path: ['end_station_id'] });
export type LineBody = z.infer<typeof lineBody>;

/** '12.34' 元 → 1234 cents; null when not a money amount with at most 2 decimals. */
export function yuanToCents(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export function centsToYuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
