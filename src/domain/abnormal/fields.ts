/** The abnormal contract's body fields shared by its files (api*.ts). */
import { z } from 'zod';
import { blankOrDecimal as toNumber, DB_INT_MAX, requiredNumber } from '../input-fields';

/** integer fen; forms convert the yuan typed (tickets/fees.ts parseAmountCents) */
export const cents = z.preprocess(toNumber, requiredNumber().int('abMoneyCents').min(1, 'abMoneyPositive').max(DB_INT_MAX, 'abMoneyTooBig'));
export const text = (max: number) => z.string().trim().max(max).optional().default('');
/** uploaded file ids (POST /file/image/upload: content-checked images of the company) */
export const ABNORMAL_PHOTOS_MAX = 9;
export const photos = z.array(z.string().trim().min(1).max(100)).max(ABNORMAL_PHOTOS_MAX, 'abTooManyPhotos');
export const packageNos = z.array(z.string().trim().regex(/^[0-9A-Za-z]{6,32}-\d{3}$/, 'abPackageNoInvalid')).max(999);
