/**
 * /saas/system/opsCtl/index (运维通道), platform admin: the maintenance switch with its notice, a release notice to
 * every connected client, background job figures and the server errors of late (src/domain/admin/ops.ts). Every
 * action is audit-logged by the server.
 */
import { Button, Card, Checkbox, Field, Heading, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import { toast } from '@/lib/toaster';
import { RECENT_ERRORS_MAX, RELEASE_NOTES_MAX, RELEASE_VERSION_MAX, type JobFigure, type RecentError } from '@/domain/admin/ops';
import { formatTime } from '../utils/format';
import { useAnnounceRelease, useOpsStatus, useSetMaintenance } from './api';

export function OpsScreen() {
  const { t } = useTranslation();
  const status = useOpsStatus();
  const setMaintenance = useSetMaintenance();
  const announce = useAnnounceRelease();
  const [enabled, setEnabled] = useState(false);
  const [content, setContent] = useState('');
  const [version, setVersion] = useState('');
  const [notes, setNotes] = useState('');
  const current = status.data?.maintenance;
  useEffect(() => {
    if (!current) return;
    setEnabled(current.enabled);
    setContent(current.content);
  }, [current]);

  const jobColumns = useMemo<DataTableColumn<JobFigure>[]>(
    () => [
      { key: 'kind', title: t('admin.ops.job'), width: 160, value: (r) => t(`admin.ops.jobs.${r.kind}`, { defaultValue: r.kind }) },
      { key: 'last_day', title: t('admin.ops.lastDay'), width: 120, align: 'end', value: (r) => String(r.last_day) },
      { key: 'last_at', title: t('admin.ops.lastAt'), width: 170, value: (r) => (r.last_at ? formatTime(r.last_at) : '—') },
    ],
    [t],
  );
  const errorColumns = useMemo<DataTableColumn<RecentError & { n: number }>[]>(
    () => [
      { key: 'at', title: t('admin.ops.at'), width: 160, value: (r) => formatTime(r.at) },
      { key: 'status', title: t('admin.ops.status'), width: 80, value: (r) => String(r.status) },
      { key: 'url', title: t('admin.ops.url'), width: 280, value: (r) => `${r.method} ${r.url}` },
      { key: 'message', title: t('admin.ops.message'), width: 360, value: (r) => r.message || '—' },
    ],
    [t],
  );
  const errors = useMemo(() => (status.data?.errors ?? []).map((e, n) => ({ ...e, n })), [status.data]);

  const saveMaintenance = async () => {
    try {
      await setMaintenance.mutateAsync({ enabled, content });
      toast.success(t(enabled ? 'admin.ops.maintenanceOn' : 'admin.ops.maintenanceOff'));
    } catch {
      // the api client showed the server's message
    }
  };
  const sendRelease = async () => {
    try {
      await announce.mutateAsync({ version, notes });
      toast.success(t('admin.ops.announced', { version }));
      setVersion('');
      setNotes('');
    } catch {
      // the api client showed the server's message
    }
  };

  return (
    <Stack gap="4" p={{ base: '3', md: '4' }} data-testid="ops-screen">
      <Heading size="md">{t('admin.ops.title')}</Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Card.Root size="sm">
          <Card.Header>
            <Heading size="sm">{t('admin.ops.maintenance')}</Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              <Checkbox.Root checked={enabled} onCheckedChange={(d) => setEnabled(d.checked === true)} data-testid="ops-maintenance-enabled">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('admin.ops.maintenanceEnabled')}</Checkbox.Label>
              </Checkbox.Root>
              <Field.Root>
                <Field.Label>{t('admin.ops.notice')}</Field.Label>
                <Textarea value={content} maxLength={2000} rows={3} onChange={(e) => setContent(e.currentTarget.value)} data-testid="ops-maintenance-content" />
              </Field.Root>
              <HStack justify="space-between">
                <Text fontSize="sm" color="fg.muted" data-testid="ops-maintenance-state">
                  {current ? t(current.enabled ? 'admin.ops.stateOn' : 'admin.ops.stateOff') : ''}
                </Text>
                <Button size="sm" colorPalette={enabled ? 'red' : 'blue'} loading={setMaintenance.isPending} onClick={() => void saveMaintenance()} data-testid="ops-maintenance-save">
                  {t('admin.ops.save')}
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Card.Root size="sm">
          <Card.Header>
            <Heading size="sm">{t('admin.ops.release')}</Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="3">
              <Field.Root required>
                <Field.Label>{t('admin.ops.version')}</Field.Label>
                <Input value={version} maxLength={RELEASE_VERSION_MAX} onChange={(e) => setVersion(e.currentTarget.value)} data-testid="ops-release-version" />
              </Field.Root>
              <Field.Root required>
                <Field.Label>{t('admin.ops.notes')}</Field.Label>
                <Textarea value={notes} maxLength={RELEASE_NOTES_MAX} rows={3} onChange={(e) => setNotes(e.currentTarget.value)} data-testid="ops-release-notes" />
              </Field.Root>
              <HStack justify="end">
                <Button size="sm" loading={announce.isPending} disabled={!version.trim() || !notes.trim()} onClick={() => void sendRelease()} data-testid="ops-release-send">
                  {t('admin.ops.announce')}
                </Button>
              </HStack>
            </Stack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Heading size="sm">{t('admin.ops.jobsTitle')}</Heading>
      <DataTable pageKey="ops-jobs" columns={jobColumns} rows={status.data?.jobs ?? []} getRowId={(r) => r.kind} height="auto" />
      <Stack gap="0.5">
        <Heading size="sm">{t('admin.ops.errorsTitle')}</Heading>
        <Text fontSize="sm" color="fg.muted" data-testid="ops-errors-scope">
          {t('admin.ops.errorsScope', { max: RECENT_ERRORS_MAX })}
        </Text>
      </Stack>
      <DataTable pageKey="ops-errors" columns={errorColumns} rows={errors} getRowId={(r) => String(r.n)} emptyText={t('admin.ops.noErrors')} />
    </Stack>
  );
}
