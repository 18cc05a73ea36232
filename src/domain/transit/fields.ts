/** The transit contract's body fields shared by its files (api*.ts). */
import { z } from 'zod';
import { blankOrDecimal as toNumber, DB_INT_MAX, requiredIdField as id } from '../input-fields';

/** integer fen; the form converts the yuan typed (tickets/fees.ts parseAmountCents) */
export const cents = z.preprocess(toNumber, z.number().int('tsMoneyCents').min(0, 'tsMoneyNegative').max(DB_INT_MAX, 'tsMoneyTooBig'));
export const orderIds = z.array(id).max(2000, 'tsTooManyOrders');
