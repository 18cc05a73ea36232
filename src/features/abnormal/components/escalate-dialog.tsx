/** 升级工单: an abnormal-escalation (level, impact) or claim ticket prefilled with the record and its draft fee rows; one per opening (Idempotency-Key). */
import { Field, NativeSelect, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import type { RecordDetail } from '@/domain/abnormal/api';
import { ESCALATION_TICKET_TYPES } from '@/domain/abnormal/api-fees';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useEscalate } from '../api/handlings';
import { newIdempotencyKey } from '../api/parse';

export interface EscalateDialogProps {
  record: RecordDetail;
  onClose(): void;
}

const LEVELS = ['NORMAL', 'URGENT', 'CRITICAL'] as const;

export function EscalateDialog({ record, onClose }: EscalateDialogProps) {
  const { t } = useTranslation();
  const key = useRef(newIdempotencyKey());
  const escalate = useEscalate();
  const [type, setType] = useState<(typeof ESCALATION_TICKET_TYPES)[number]>('ESCALATION');
  const [level, setLevel] = useState<(typeof LEVELS)[number]>('NORMAL');
  const [impact, setImpact] = useState('');
  const [description, setDescription] = useState(record.description);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    setProblem(null);
    try {
      const answer = await escalate.mutateAsync({
        recordId: record.id,
        idempotencyKey: key.current,
        body: { ticket_type: type, ...(type === 'ESCALATION' ? { level, ...(impact.trim() ? { impact: impact.trim() } : {}) } : {}), description: description.trim() || undefined },
      });
      toast.success(t('abnormal.escalate.done', { id: answer.ticket_id }));
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <FormDialog
      title={<>{t('abnormal.escalate.title')} · {record.abnormal_no}</>}
      problem={problem}
      submitLabel={t('abnormal.escalate.title')}
      cancelLabel={t('abnormal.cancel')}
      busy={escalate.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="ab-escalate-dialog"
      submitTestId="ab-escalate-submit"
      errorTestId="ab-escalate-error"
    >
      <Field.Root>
        <Field.Label>{t('abnormal.escalate.type')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={type}
            onChange={(e) => {
              const next = e.currentTarget.value as (typeof ESCALATION_TICKET_TYPES)[number];
              setType(next);
            }}
            data-testid="ab-escalate-type"
          >
            {ESCALATION_TICKET_TYPES.map((x) => (
              <option key={x} value={x}>
                {t(`abnormal.escalate.types.${x}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {type === 'ESCALATION' && (
        <>
          <Field.Root>
            <Field.Label>{t('abnormal.escalate.level')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={level} onChange={(e) => setLevel(e.currentTarget.value as (typeof LEVELS)[number])}>
                {LEVELS.map((x) => (
                  <option key={x} value={x}>
                    {t(`abnormal.escalate.levels.${x}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {level !== 'NORMAL' && (
            <Field.Root required>
              <Field.Label>{t('abnormal.escalate.impact')}</Field.Label>
              <Textarea value={impact} maxLength={300} onChange={(e) => setImpact(e.currentTarget.value)} />
            </Field.Root>
          )}
        </>
      )}
      <Field.Root>
        <Field.Label>{t('abnormal.columns.description')}</Field.Label>
        <Textarea value={description} maxLength={500} onChange={(e) => setDescription(e.currentTarget.value)} />
      </Field.Root>
    </FormDialog>
  );
}
