/** The warehouse contract's body fields (api*.ts): owners, whole quantities and carton numbers as both sides read them. */
import { z } from 'zod';
import { blankOrDecimal as toNumber, DB_INT_MAX, requiredNumber } from '../input-fields';

/** the consignor resource that owns the goods; 0 = the servicer's own stock */
export const ownerId = z.preprocess(toNumber, z.number().int().min(0).max(DB_INT_MAX).optional().default(0));
/** whole units: stock is counted in pieces and cartons, never fractions */
export const quantity = z.preprocess(toNumber, requiredNumber().int('whQuantityWhole').min(1, 'whQuantityPositive').max(1_000_000, 'whQuantityTooBig'));
export const countValue = z.preprocess(toNumber, requiredNumber().int('whQuantityWhole').min(0, 'whQuantityNegative').max(1_000_000, 'whQuantityTooBig'));
export const optionalCount = z.preprocess(toNumber, z.number().int('whQuantityWhole').min(0, 'whQuantityNegative').max(1_000_000, 'whQuantityTooBig').optional());
export const packageNoField = z.string().trim().max(40).regex(/^([0-9A-Za-z]{6,32}-\d{3})?$/, 'whPackageNoInvalid').optional().default('');
