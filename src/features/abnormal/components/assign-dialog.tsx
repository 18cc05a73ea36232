/**
 * 指派 (assign) on a record's detail (desk): the handler group (the company's departments, as the sorting rules list
 * them) and the handler, chosen with the sub-account picker (GET /user/sub_user/, spec §2.5; me first, as the ticket
 * form's handler); the abnormal sorting rule may have set the group at registration. One Idempotency-Key per opening; the server checks both are the company's.
 */
import { Box, Field, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import type { RecordDetail } from '@/domain/abnormal/api';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { optionQueries } from '@/features/rules/api/options';
import { SubAccountPicker } from '@/features/resources/components/sub-account-picker';
import { meOption } from '@/features/tickets/components/ticket-form/people-pickers';
import { useTokenPayload } from '@/lib/session/token-store';
import { newIdempotencyKey } from '../api/parse';
import { useRecordAction } from '../api/records';
import { actionLabel, useLang } from '../utils/labels';

export interface AssignDialogProps {
  record: RecordDetail;
  onClose(): void;
}

export function AssignDialog({ record, onClose }: AssignDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = useRef(newIdempotencyKey());
  const run = useRecordAction();
  const groups = useQuery(optionQueries.groups);
  const token = useTokenPayload();
  const [group, setGroup] = useState(record.handler_group_id ? String(record.handler_group_id) : '');
  const [handler, setHandler] = useState(record.handler_uid ? String(record.handler_uid) : '');
  const [problem, setProblem] = useState<string | null>(null);
  const label = actionLabel('assign', lang);

  const submit = async () => {
    setProblem(null);
    if (!group && !handler) return setProblem(t('abnormal.assign.required'));
    try {
      await run.mutateAsync({
        id: record.id,
        action: 'assign',
        idempotencyKey: key.current,
        body: { ...(group ? { handler_group_id: Number(group) } : {}), ...(handler ? { handler_uid: Number(handler) } : {}), version: record.version },
      });
      toast.success(t('abnormal.action.done', { no: record.abnormal_no, action: label }));
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e));
    }
  };

  const groupOptions = groups.data ?? [];
  const me = meOption(token ? { id: token.id, username: token.username, nickname: token.nickname } : null, t('abnormal.assign.me'));
  // the current handler, named without a lookup (it may be the main account, which /user/sub_user/ does not list)
  const current = record.handler_uid && record.handler_uid !== token?.id ? [{ value: String(record.handler_uid), label: record.handler_name || `#${record.handler_uid}` }] : [];
  return (
    <FormDialog
      title={t('abnormal.action.title', { action: label, no: record.abnormal_no })}
      problem={problem}
      submitLabel={label}
      cancelLabel={t('abnormal.cancel')}
      busy={run.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="ab-assign-dialog"
      submitTestId="ab-assign-submit"
      errorTestId="ab-assign-error"
    >
      <Field.Root>
        <Field.Label>{t('abnormal.assign.group')}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={group} onChange={(e) => setGroup(e.currentTarget.value)} data-testid="ab-assign-group">
            <option value="">{t('abnormal.assign.none')}</option>
            {group && !groupOptions.some((g) => g.value === group) && <option value={group}>{record.handler_group_name || `#${group}`}</option>}
            {groupOptions.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('abnormal.assign.handler')}</Field.Label>
        <Box w="full">
          <SubAccountPicker
            value={handler ? [handler] : []}
            onChange={(v) => setHandler(v[0] ?? '')}
            extra={[...me, ...current]}
            placeholder={t('abnormal.assign.none')}
            data-testid="ab-assign-handler"
          />
        </Box>
      </Field.Root>
    </FormDialog>
  );
}
