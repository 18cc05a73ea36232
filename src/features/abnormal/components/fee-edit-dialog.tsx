/**
 * 编辑费用 on a record's detail (desk): the draft fee rows in the ticket fee row editor (features/tickets FeeRowEditor —
 * the same fields, rules and messages as ticket fees, amounts typed in yuan and stored in fen), over the abnormal-
 * escalation ticket type's items and the order's settle targets; rows already escalated into a ticket are listed
 * read-only above (the server validates both together). Saved once per opening (Idempotency-Key); the server's
 * refusal is shown as it words it.
 */
import { Alert, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import type { FeeRowAnswer, RecordDetail } from '@/domain/abnormal/api';
import { formatYuan } from '@/domain/money';
import { formatCents, validateFeeRows, type FeeConfig, type FeeRow, type StageRule } from '@/domain/tickets/fees';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { FeeRowEditor } from '@/features/tickets/components/ticket-form/fee-row-editor';
import { useFeeEditor, useSaveFees } from '../api/fees';
import { newIdempotencyKey } from '../api/parse';

export interface FeeEditDialogProps {
  record: RecordDetail;
  onClose(): void;
}

/** a stored row as the editor types it (fen → '12.34') */
export const editableRow = (f: FeeRowAnswer): FeeRow => ({
  direction: f.direction,
  code: f.code,
  code_name: f.code_name,
  settle_target_id: /^\d+$/.test(f.settle_target_id) ? Number(f.settle_target_id) : f.settle_target_id,
  settle_target_name: f.settle_target_name,
  settle_target_type: f.settle_target_type,
  amount: formatCents(f.amount_cents),
  settlement_method_code: f.settlement_method_code,
  settlement_method_name: f.settlement_method_name,
});

export function FeeEditDialog({ record, onClose }: FeeEditDialogProps) {
  const { t } = useTranslation();
  const key = useRef(newIdempotencyKey());
  const editor = useFeeEditor(record.id);
  const save = useSaveFees();
  const escalated = record.fees.filter((f) => f.state !== 'draft');
  const [rows, setRows] = useState<FeeRow[]>(() => record.fees.filter((f) => f.state === 'draft').map(editableRow));
  const [showErrors, setShowErrors] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const configs = (editor.data?.fee_configs ?? []) as unknown as FeeConfig[];
  const targets = editor.data?.settle_targets ?? {};
  const rule = useMemo<StageRule>(() => ({ directions: editor.data?.directions ?? ['OUTLAY'], can_add: true, can_edit: true }), [editor.data?.directions]);

  const submit = async () => {
    setProblem(null);
    setShowErrors(true);
    const checked = validateFeeRows(rows, configs, { minItems: 0, directions: rule.directions, targets, orderMaxCents: editor.data?.order_max_cents ?? null });
    if (!checked.ok) return;
    try {
      await save.mutateAsync({ recordId: record.id, idempotencyKey: key.current, body: { fees: rows, version: record.version } });
      toast.success(t('abnormal.feeForm.saved', { no: record.abnormal_no }));
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <FormDialog
      title={<>{t('abnormal.feeForm.title')} · {record.abnormal_no}</>}
      problem={problem}
      submitLabel={t('abnormal.feeForm.save')}
      cancelLabel={t('abnormal.cancel')}
      busy={save.isPending}
      submitDisabled={!editor.data}
      onSubmit={() => void submit()}
      onClose={onClose}
      wide
      testId="ab-fee-dialog"
      submitTestId="ab-fee-submit"
      errorTestId="ab-fee-error"
    >
      {escalated.length > 0 && (
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            {t('abnormal.feeForm.escalated')}
          </Text>
          <Table.Root size="sm">
            <Table.Body>
              {escalated.map((f) => (
                <Table.Row key={f.id}>
                  <Table.Cell>{f.code_name || f.code}</Table.Cell>
                  <Table.Cell>{f.settle_target_name}</Table.Cell>
                  <Table.Cell textAlign="end">{formatYuan(f.amount_cents)}</Table.Cell>
                  <Table.Cell>{t(`abnormal.detail.feeState.${f.state}`)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      )}
      {editor.isError ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{editor.error instanceof ApiError ? editor.error.msg : t('abnormal.feeForm.loadFailed')}</Alert.Title>
        </Alert.Root>
      ) : !editor.data ? (
        <Text color="fg.muted">…</Text>
      ) : (
        <FeeRowEditor rows={rows} onChange={setRows} configs={configs} targets={targets} orderMaxCents={editor.data.order_max_cents} rule={rule} minItems={0} showErrors={showErrors} />
      )}
    </FormDialog>
  );
}
