/**
 * 新增处理 on an accepted record: a refund to track (amount typed in yuan → fen, payee), a repair (who, when), a
 * return (to the merchant, or into a warehouse — received back in through the ledger) or a replenishment (from the
 * merchant's own stock in a warehouse: warehouse, then a product of the merchant's available stock there and the
 * quantity; or bought from a supplier) — the first one moves the record to handling.
 */
import { Field, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import type { RecordDetail } from '@/domain/abnormal/api';
import type { CreateHandlingBody } from '@/domain/abnormal/api-handlings';
import { REFUND_PAYEES, REPLENISH_METHODS, RETURN_DESTINATIONS, type HandlingKind } from '@/domain/abnormal/handling';
import { parseAmountCents } from '@/domain/tickets/fees';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useWarehouses } from '@/features/warehouse/api/lookups';
import { useCreateHandling } from '../api/handlings';
import { useMerchantStock } from '../api/merchant-stock';
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
  const [v, setV] = useState({
    amount: '',
    payee_type: 'merchant',
    payee_name: record.consignor_name,
    repairer_name: '',
    scheduled_at: '',
    tracking_no: '',
    supplier_name: '',
    purchase_no: '',
    memo: '',
    method: 'stock' as (typeof REPLENISH_METHODS)[number],
    destination: 'merchant' as (typeof RETURN_DESTINATIONS)[number],
    warehouse_id: '',
    product_id: '',
    quantity: '1',
  });
  const warehouses = useWarehouses();
  const warehouseId = v.warehouse_id ? Number(v.warehouse_id) : undefined;
  const stock = useMerchantStock(kind === 'replenish' && v.method === 'stock' ? warehouseId : undefined, record.consignor_id ?? 0);
  const picked = stock.data?.find((p) => String(p.product_id) === v.product_id);
  const [problem, setProblem] = useState<string | null>(null);
  const field = (name: keyof typeof v) => ({ value: v[name], onChange: (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setV((x) => ({ ...x, [name]: value }));
  } });

  const body = (): CreateHandlingBody => {
    if (kind === 'refund') return { kind, amount_cents: parseAmountCents(v.amount) ?? Number.NaN, payee_type: v.payee_type as (typeof REFUND_PAYEES)[number], payee_name: v.payee_name, memo: v.memo };
    if (kind === 'repair') return { kind, repairer_name: v.repairer_name, ...(v.scheduled_at ? { scheduled_at: new Date(v.scheduled_at).toISOString() } : {}), memo: v.memo };
    if (kind === 'return') return { kind, destination: v.destination, ...(v.destination === 'warehouse' && warehouseId ? { warehouse_id: warehouseId } : {}), tracking_no: v.tracking_no, package_nos: record.package_nos, memo: v.memo };
    if (v.method === 'stock') return { kind, method: 'stock', ...(warehouseId ? { warehouse_id: warehouseId } : {}), lines: v.product_id ? [{ product_id: Number(v.product_id), quantity: Number(v.quantity) }] : [], memo: v.memo };
    return { kind, method: 'purchase', supplier_name: v.supplier_name, purchase_no: v.purchase_no, memo: v.memo };
  };

  const submit = async () => {
    setProblem(null);
    if (kind === 'refund' && parseAmountCents(v.amount) === null) return setProblem(t('abnormal.handlingForm.amountInvalid'));
    if (kind === 'replenish' && v.method === 'stock') {
      const q = Number(v.quantity);
      if (!Number.isInteger(q) || q < 1) return setProblem(t('abnormal.handlingForm.quantityInvalid'));
      if (picked && q > picked.available) return setProblem(t('abnormal.handlingForm.quantityOver', { available: picked.available }));
    }
    try {
      await create.mutateAsync({ recordId: record.id, body: body(), idempotencyKey: key.current });
      toast.success(t('abnormal.handlingForm.created', { kind: kindLabel(kind, lang) }));
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <FormDialog
      title={<>{t('abnormal.handlingForm.title')} · {record.abnormal_no}</>}
      problem={problem}
      submitLabel={t('abnormal.confirm')}
      cancelLabel={t('abnormal.cancel')}
      busy={create.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="ab-handling-create"
      submitTestId="ab-handling-create-submit"
      errorTestId="ab-handling-create-error"
      data={{ 'data-kind': kind }}
    >
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
        <>
          <Choice
            label={t('abnormal.handlingForm.destination')}
            value={v.destination}
            options={RETURN_DESTINATIONS.map((d) => ({ value: d, label: t(`abnormal.handlingForm.destinations.${d}`) }))}
            onChange={(destination) => setV((x) => ({ ...x, destination: destination as (typeof RETURN_DESTINATIONS)[number] }))}
            testId="ab-handling-destination"
          />
          {v.destination === 'warehouse' && (
            <>
              <WarehouseSelect value={v.warehouse_id} options={warehouses.data ?? []} onChange={(id) => setV((x) => ({ ...x, warehouse_id: id }))} />
              <Text fontSize="xs" color="fg.muted">
                {t('abnormal.handlingForm.returnHint')}
              </Text>
            </>
          )}
          <Field.Root>
            <Field.Label>{t('abnormal.handlingForm.trackingNo')}</Field.Label>
            <Input maxLength={50} {...field('tracking_no')} />
          </Field.Root>
        </>
      )}
      {kind === 'replenish' && (
        <Choice
          label={t('abnormal.handlingForm.method')}
          value={v.method}
          options={REPLENISH_METHODS.map((m) => ({ value: m, label: t(`abnormal.handlingForm.methods.${m}`) }))}
          onChange={(method) => setV((x) => ({ ...x, method: method as (typeof REPLENISH_METHODS)[number] }))}
          testId="ab-handling-method"
        />
      )}
      {kind === 'replenish' && v.method === 'stock' && (
        <>
          <WarehouseSelect value={v.warehouse_id} options={warehouses.data ?? []} onChange={(id) => setV((x) => ({ ...x, warehouse_id: id, product_id: '' }))} />
          <Field.Root required>
            <Field.Label>{t('abnormal.handlingForm.product', { owner: record.consignor_name || t('abnormal.handlingForm.ownStock') })}</Field.Label>
            <NativeSelect.Root size="sm" disabled={!warehouseId}>
              <NativeSelect.Field {...field('product_id')} data-testid="ab-handling-product">
                <option value="">{warehouseId && stock.data && stock.data.length === 0 ? t('abnormal.handlingForm.noStock') : t('abnormal.handlingForm.chooseProduct')}</option>
                {(stock.data ?? []).map((p) => (
                  <option key={p.product_id} value={p.product_id}>
                    {t('abnormal.handlingForm.stockOption', { name: p.product_name, code: p.product_code, available: p.available })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t('abnormal.handlingForm.quantity')}</Field.Label>
            <Input inputMode="numeric" maxLength={6} {...field('quantity')} data-testid="ab-handling-quantity" />
            {picked && <Field.HelperText>{t('abnormal.handlingForm.available', { available: picked.available })}</Field.HelperText>}
          </Field.Root>
        </>
      )}
      {kind === 'replenish' && v.method === 'purchase' && (
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
    </FormDialog>
  );
}

function Choice({ label, value, options, onChange, testId }: { label: string; value: string; options: { value: string; label: string }[]; onChange(v: string): void; testId: string }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(e) => {
            const next = e.currentTarget.value;
            onChange(next);
          }}
          data-testid={testId}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function WarehouseSelect({ value, options, onChange }: { value: string; options: { id: number; name: string }[]; onChange(id: string): void }) {
  const { t } = useTranslation();
  return (
    <Field.Root required>
      <Field.Label>{t('abnormal.handlingForm.warehouse')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(e) => {
            const id = e.currentTarget.value;
            onChange(id);
          }}
          data-testid="ab-handling-warehouse"
        >
          <option value="">{t('abnormal.handlingForm.chooseWarehouse')}</option>
          {options.map((w) => (
            <option key={w.id} value={w.id}>
              {w.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
