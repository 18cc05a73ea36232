/** What the Basic data routes share: list query, status body, duplicate answers. */
import { z } from 'zod';
import type { ServerMessageKey } from '../../../../../src/domain/server-messages';
import { HttpError } from '../../../lib/http-error';
import { pageQuery } from '../../../lib/schemas';
import { optionalText } from '../resources/shared';

export { anyObject, parseBody } from '../resources/shared';

/** page, per_page, keyword (code or name) and status ('1' enabled, '0' disabled) */
export const basicListQuery = pageQuery.extend({
  keyword: optionalText(50),
  status: z.enum(['0', '1']).optional().transform((v) => (v === undefined ? undefined : (Number(v) as 0 | 1))),
});

/** a 400 with the message under its field (data.field), as the entity form expects */
export const fieldError = (field: string, key: ServerMessageKey) => new HttpError(400, key, {}, { field });

export const iso = (d: Date) => d.toISOString();
