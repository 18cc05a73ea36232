/**
 * A record's fee rows (异常费用明细) at the desk: the editor's inputs (GET /abnormal/records/:id/fee-editor — the
 * abnormal-escalation ticket type's items, the order's settle targets, the OUTLAY maximum and the directions allowed)
 * and the draft rows replaced (PUT /abnormal/records/:id/fees, one Idempotency-Key per opening of the editor).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recordDetail } from '@/domain/abnormal/api';
import { feeEditorAnswer, type PutFeesBody } from '@/domain/abnormal/api-fees';
import { apiGet, apiPut } from '@/lib/api-client';
import { FEES_URL } from './handlings';
import { keyHeader, parseAnswer, SILENT } from './parse';
import { RECORDS_URL, storeRecord } from './records';

export function useFeeEditor(recordId: number) {
  return useQuery({
    queryKey: ['abnormal', 'fee-editor', recordId],
    queryFn: async () => parseAnswer(feeEditorAnswer, await apiGet<unknown>(`${RECORDS_URL}/${recordId}/fee-editor`, undefined, SILENT), 'GET /abnormal/records/:id/fee-editor'),
    staleTime: 30_000,
  });
}

export function useSaveFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, body, idempotencyKey }: { recordId: number; body: PutFeesBody; idempotencyKey: string }) =>
      apiPut<unknown>(`${RECORDS_URL}/${recordId}/fees`, body, keyHeader(idempotencyKey)).then((d) => parseAnswer(recordDetail, d, 'PUT /abnormal/records/:id/fees')),
    onSuccess: (record) => {
      storeRecord(queryClient, record);
      void queryClient.invalidateQueries({ queryKey: ['data-table', FEES_URL] });
    },
  });
}
