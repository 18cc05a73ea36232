/** Field rules the basic-data schemas share; every message is a server-message catalog key (browser and server). */
import { z } from 'zod';
import { decimalToNumber } from '../input-fields';
import type { ServerMessageKey } from '../server-messages';
import { isPhoneOrLandline } from '../validators';

/** numbers from forms and query strings arrive as strings */
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v ?? '');

export const CODE_RE = /^[A-Za-z0-9_-]+$/;

export const codeField = z.preprocess(
  asText,
  z.string({ error: 'bdCodeRequired' }).trim().min(1, 'bdCodeRequired').max(20, 'bdCodeMax20').regex(CODE_RE, 'bdCodeInvalid'),
);

export const nameField = z.preprocess(asText, z.string({ error: 'bdNameRequired' }).trim().min(1, 'bdNameRequired').max(30, 'bdNameMax30'));

export const optionalText = (max: number, message: ServerMessageKey = 'bdMax100') =>
  z.preprocess(asText, z.string().trim().max(max, message));

export const phoneField = z.preprocess(
  asText,
  z
    .string()
    .trim()
    .max(20, 'bdPhoneInvalid')
    .refine((v) => v === '' || isPhoneOrLandline(v), 'bdPhoneInvalid'),
);

export const intInRange = (min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : decimalToNumber(v)), z.number({ error: 'bdNumberRange' }).int('bdNumberRange').min(min, 'bdNumberRange').max(max, 'bdNumberRange'));

const FLAG_VALUES = new Map<unknown, boolean>([[true, true], [1, true], ['1', true], ['true', true], [false, false], [0, false], ['0', false], ['false', false], ['', false], [null, false], [undefined, false]]);
/** on/off as forms send it (true/1/'1'/'true', false/0/'0'/'false', empty); anything else is the wrong type, not "off" */
export const flag = z.preprocess((v) => (FLAG_VALUES.has(v) ? FLAG_VALUES.get(v) : v), z.boolean());

/** the enable/disable body of every entity */
export const statusBody = z.object({ enabled: z.boolean({ error: 'bdChooseOption' }) });
export type StatusBody = z.infer<typeof statusBody>;
