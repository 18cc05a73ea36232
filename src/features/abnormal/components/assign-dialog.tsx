/**
 * 指派 (assign) on a record's detail (desk): the handler group (the company's departments, as the sorting rules list
 * them) and the handler (the company's users, as the ticket pickers list them); the abnormal sorting rule may have set
 * the group at registration. One Idempotency-Key per opening; the server checks both are the company's.
 */
import { Field, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import type { RecordDetail } from '@/domain/abnormal/api';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { optionQueries } from '@/features/rules/api/options';
import { useCompanyUsers, userLabel } from '@/features/tickets/api/get-company-users';
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
  const users = useCompanyUsers();
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
  const userList = users.data ?? [];
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
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={handler} onChange={(e) => setHandler(e.currentTarget.value)} data-testid="ab-assign-handler">
            <option value="">{t('abnormal.assign.none')}</option>
            {handler && !userList.some((u) => String(u.id) === handler) && <option value={handler}>{record.handler_name || `#${handler}`}</option>}
            {userList.map((u) => (
              <option key={u.id} value={u.id}>
                {userLabel(userList, u.id)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </FormDialog>
  );
}
