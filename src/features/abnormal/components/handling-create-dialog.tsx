/**
 * 新增处理 on an accepted record: a refund to track (amount typed in yuan → fen, payee), a repair (who, when), a
 * return to the merchant (carrier tracking number) or a replenishment bought from a supplier — the first one moves
 * the record to handling. Replenishing from stock (warehouse and product pickers) is not offered here yet.
 */
import { Alert, Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateHandlingBody, RecordDetail } from '@/domain/abnormal/api';
import { REFUND_PAYEES, type HandlingKind } from '@/domain/abnormal/handling';
import { parseAmountCents } from '@/domain/tickets/fees';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useCreateHandling } from '../api/handlings';
import { newIdempotencyKey } from '../api/parse';
import { kindLabel, useLang } from '../utils/labels';

export interface HandlingCreateDialogProps {
  record: RecordDetail;
  onClose(): void;
}

const KINDS: HandlingKind[] = ['refund', 'repair', 'return', 'replenish'];

export function HandlingCreateDialog({ record, onClose }: HandlingCreateDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = useRef(newIdempotencyKey());
  const create = useCreateHandling();
  const [kind, setKind] = useState<HandlingKind>('refund');
  const [v, setV] = useState({ amount: '', payee_type: 'merchant', payee_name: record.consignor_name, repairer_name: '', scheduled_at: '', tracking_no: '', supplier_name: '', purchase_no: '', memo: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const field = (name: keyof typeof v) => ({ value: v[name], onChange: (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setV((x) => ({ ...x, [name]: value }));
  } });

  const body = (): CreateHandlingBody => {
    if (kind === 'refund') return { kind, amount_cents: parseAmountCents(v.amount) ?? Number.NaN, payee_type: v.payee_type as (typeof REFUND_PAYEES)[number], payee_name: v.payee_name, memo: v.memo };
    if (kind === 'repair') return { kind, repairer_name: v.repairer_name, ...(v.scheduled_at ? { scheduled_at: new Date(v.scheduled_at).toISOString() } : {}), memo: v.memo };
    if (kind === 'return') return { kind, destination: 'merchant', tracking_no: v.tracking_no, package_nos: record.package_nos, memo: v.memo };
    return { kind, method: 'purchase', supplier_name: v.supplier_name, purchase_no: v.purchase_no, memo: v.memo };
  };

  const submit = async () => {
    setProblem(null);
    if (kind === 'refund' && parseAmountCents(v.amount) === null) return setProblem(t('abnormal.handlingForm.amountInvalid'));
    try {
      await create.mutateAsync({ recordId: record.id, body: body(), idempotencyKey: key.current });
      toast.success(t('abnormal.handlingForm.created', { kind: kindLabel(kind, lang) }));
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid="ab-handling-create" data-kind={kind}>
            <Dialog.Header>
              <Dialog.Title fontSize="md">
                {t('abnormal.handlingForm.title')} · {record.abnormal_no}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field value={kind} onChange={(e) => setKind(e.currentTarget.value as HandlingKind)} aria-label={t('abnormal.handlingForm.kind')} data-testid="ab-handling-kind">
                    {KINDS.map((k) => (
                      <option key={k} value={k}>
                        {kindLabel(k, lang)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {kind === 'refund' && (
                  <>
                    <Field.Root required>
                      <Field.Label>{t('abnormal.handlingForm.amount')}</Field.Label>
                      <Input inputMode="decimal" maxLength={14} {...field('amount')} data-testid="ab-handling-amount" />
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{t('abnormal.handlingForm.payee')}</Field.Label>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field {...field('payee_type')}>
                          {REFUND_PAYEES.map((p) => (
                            <option key={p} value={p}>
                              {t(`abnormal.handlingForm.payees.${p}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root required>
                      <Field.Label>{t('abnormal.handlingForm.payeeName')}</Field.Label>
                      <Input maxLength={50} {...field('payee_name')} data-testid="ab-handling-payee" />
                    </Field.Root>
                  </>
                )}
                {kind === 'repair' && (
                  <>
                    <Field.Root required>
                      <Field.Label>{t('abnormal.handlingForm.repairer')}</Field.Label>
                      <Input maxLength={50} {...field('repairer_name')} data-testid="ab-handling-repairer" />
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{t('abnormal.handling.scheduledAt')}</Field.Label>
                      <Input type="datetime-local" {...field('scheduled_at')} />
                    </Field.Root>
                  </>
                )}
                {kind === 'return' && (
                  <Field.Root>
                    <Field.Label>{t('abnormal.handlingForm.trackingNo')}</Field.Label>
                    <Input maxLength={50} {...field('tracking_no')} />
                  </Field.Root>
                )}
                {kind === 'replenish' && (
                  <>
                    <Field.Root required>
                      <Field.Label>{t('abnormal.handlingForm.supplier')}</Field.Label>
                      <Input maxLength={50} {...field('supplier_name')} data-testid="ab-handling-supplier" />
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{t('abnormal.handlingForm.purchaseNo')}</Field.Label>
                      <Input maxLength={50} {...field('purchase_no')} />
                    </Field.Root>
                  </>
                )}
                <Field.Root>
                  <Field.Label>{t('abnormal.handling.memo')}</Field.Label>
                  <Textarea maxLength={320} {...field('memo')} />
                </Field.Root>
                {problem && (
                  <Alert.Root status="error" size="sm" data-testid="ab-handling-create-error">
                    <Alert.Indicator />
                    <Alert.Title>{problem}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('abnormal.cancel')}
              </Button>
              <Button colorPalette="brand" loading={create.isPending} onClick={() => void submit()} data-testid="ab-handling-create-submit">
                {t('abnormal.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
