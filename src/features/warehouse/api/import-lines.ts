/** POST /warehouse/import-lines: a spreadsheet's rows resolved into the create form's lines, with a message per unusable row. */
import { useMutation } from '@tanstack/react-query';
import type { ImportLinesAnswer, ImportLinesBody } from '@/domain/warehouse/api-import-lines';
import { apiPost } from '@/lib/api-client';

export const resolveImportLines = (body: ImportLinesBody) => apiPost<ImportLinesAnswer>('/warehouse/import-lines', body, { silent: true });

export const useResolveImportLines = () => useMutation({ mutationFn: resolveImportLines });
