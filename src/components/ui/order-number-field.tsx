/**
 * The order-number field (spec §5): the typed number must be an existing waybill of the caller's scope
 * (GET /order/waybills/{no}); otherwise '请输入正确的系统订单号'. On success it reports the order's id.
 */
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@/lib/api-client';

export interface OrderNumberFieldProps {
  value: string;
  onChange(value: string): void;
  /** the waybill's id once the number is found, null when it is not (or the field is empty) */
  onResolved(orderId: number | null): void;
  label?: string;
  required?: boolean;
  'data-testid'?: string;
}

export async function lookupOrderId(no: string): Promise<number | null> {
  try {
    const data = await apiGet<{ id: number }>(`/order/waybills/${encodeURIComponent(no)}`, undefined, { silent: true });
    return typeof data?.id === 'number' ? data.id : null;
  } catch {
    return null;
  }
}

export function OrderNumberField({ value, onChange, onResolved, label, required, 'data-testid': testId = 'order-number-field' }: OrderNumberFieldProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async () => {
    const no = value.trim();
    if (!no) {
      setError(null);
      onResolved(null);
      return;
    }
    setChecking(true);
    const id = await lookupOrderId(no);
    setChecking(false);
    setError(id === null ? t('ui.orderNumberField.notFound') : null);
    onResolved(id);
  };

  return (
    <Field.Root invalid={!!error} required={required}>
      {label && <Field.Label>{label}</Field.Label>}
      <Input
        size="sm"
        value={value}
        placeholder={t('ui.orderNumberField.placeholder')}
        data-testid={testId}
        onChange={(e) => {
          onChange(e.target.value);
          if (error) setError(null);
        }}
        onBlur={() => void check()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void check();
        }}
      />
      {checking && <Field.HelperText>{t('ui.orderNumberField.checking')}</Field.HelperText>}
      {error && <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
