/**
 * A record transition's dialog: what the transition needs (records.ts ABNORMAL_TRANSITIONS) asked for — a reason
 * (reject, resubmit, reopen), how it was resolved (end), the responsible party when the record has none (accept) —
 * then sent once (one Idempotency-Key per opening); the server's refusal is shown as it words it.
 */
import { Field, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import type { RecordDetail, RecordSummary } from '@/domain/abnormal/api';
import { ABNORMAL_MESSAGES } from '@/domain/abnormal/messages';
import { ABNORMAL_TRANSITIONS, RESPONSIBLE_PARTIES, type AbnormalAction, type ResponsibleParty } from '@/domain/abnormal/records';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { newIdempotencyKey } from '../api/parse';
import { useRecordAction } from '../api/records';
import { actionLabel, partyLabel, useLang } from '../utils/labels';

export interface RecordActionDialogProps {
  record: RecordSummary;
  action: AbnormalAction;
  onClose(): void;
  onDone?(record: RecordDetail): void;
}

const DANGER: readonly AbnormalAction[] = ['reject', 'release'];

export function RecordActionDialog({ record, action, onClose, onDone }: RecordActionDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = useRef(newIdempotencyKey());
  const run = useRecordAction();
  const needs = ABNORMAL_TRANSITIONS[action].needs;
  const [reason, setReason] = useState('');
  const [resolution, setResolution] = useState('');
  const [party, setParty] = useState<ResponsibleParty | ''>(record.responsible_party ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const label = actionLabel(action, lang);

  const submit = async () => {
    setProblem(null);
    if (needs.includes('reason') && !reason.trim()) return setProblem(ABNORMAL_MESSAGES.abNeedsReason[lang]);
    if (needs.includes('resolution') && !resolution.trim()) return setProblem(ABNORMAL_MESSAGES.abNeedsResolution[lang]);
    if (needs.includes('responsible') && !party) return setProblem(ABNORMAL_MESSAGES.abNeedsResponsible[lang]);
    try {
      const done = await run.mutateAsync({
        id: record.id,
        action,
        idempotencyKey: key.current,
        body: {
          reason: reason.trim(),
          resolution: resolution.trim(),
          ...(needs.includes('responsible') && party && party !== record.responsible_party ? { responsible_party: party } : {}),
          version: record.version,
        },
      });
      toast.success(t('abnormal.action.done', { no: record.abnormal_no, action: label }));
      onDone?.(done);
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <FormDialog
      title={t('abnormal.action.title', { action: label, no: record.abnormal_no })}
      problem={problem}
      submitLabel={label}
      cancelLabel={t('abnormal.cancel')}
      busy={run.isPending}
      danger={DANGER.includes(action)}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="ab-action-dialog"
      submitTestId="ab-dialog-submit"
      errorTestId="ab-action-error"
      dismissTestId="ab-dialog-dismiss"
      data={{ 'data-action': action }}
    >
      <Text fontSize="sm" color="fg.muted">
        {record.order_no} · {record.type_name || record.type_code} · {record.description}
      </Text>
      {needs.includes('responsible') && (
        <Field.Root required>
          <Field.Label>
            {t('abnormal.action.responsible')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={party} onChange={(e) => setParty(e.currentTarget.value as ResponsibleParty | '')} data-testid="ab-action-party">
              <option value="">{t('abnormal.form.unknownParty')}</option>
              {RESPONSIBLE_PARTIES.map((p) => (
                <option key={p} value={p}>
                  {partyLabel(p, lang)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {needs.includes('reason') && (
        <Field.Root required>
          <Field.Label>
            {t('abnormal.action.reason')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea value={reason} maxLength={200} onChange={(e) => setReason(e.currentTarget.value)} data-testid="ab-action-reason" />
        </Field.Root>
      )}
      {needs.includes('resolution') && (
        <Field.Root required>
          <Field.Label>
            {t('abnormal.action.resolution')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea value={resolution} maxLength={500} onChange={(e) => setResolution(e.currentTarget.value)} data-testid="ab-action-resolution" />
        </Field.Root>
      )}
    </FormDialog>
  );
}
