/** The sync centre (/saas/sync/index): what this device still has to send, what the server refused, and what went. */
import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, DataTableTab } from '@/components/ui/data-table/types';
import { ConfirmDialog } from '@/components/ui/entity-screen/confirm-dialog';
import { discardEntry, requestSync, retryEntry, useOutboxEntries, useOutboxSummary, type OutboxRow, type SentRow } from '@/lib/outbox';
import { toast } from '@/lib/toaster';
import { actionName, ageText, dateTimeText, langOf } from '../utils/entry-text';
import { EditEntryDialog } from './edit-entry-dialog';
import { SyncStatus } from './sync-status';

type TabKey = 'pending' | 'failed' | 'sent';

interface SyncListRow {
  id: string;
  action: string;
  target: string;
  occurredAt: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  status: OutboxRow['status'] | 'sent';
  error: string;
  sentAt: number;
  result: string;
  entry: OutboxRow | null;
}

/** Ages tick while the screen is open. */
function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

function resultText(result: unknown): string {
  const r = (result ?? {}) as { order_no?: unknown };
  return typeof r.order_no === 'string' ? r.order_no : '';
}

export function SyncScreen() {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const summary = useOutboxSummary();
  const entries = useOutboxEntries();
  const now = useNow();
  const [tab, setTab] = useState<TabKey | null>(null);
  const [editing, setEditing] = useState<OutboxRow | null>(null);
  const [discarding, setDiscarding] = useState<OutboxRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const current: TabKey = tab ?? (entries.failed.length > 0 ? 'failed' : 'pending');

  const fromEntry = (e: OutboxRow): SyncListRow => ({
    id: e.id,
    action: actionName(e.label.action, t, lang),
    target: e.label.target,
    occurredAt: e.occurredAt,
    createdAt: e.createdAt,
    attempts: e.attempts,
    nextAttemptAt: e.nextAttemptAt,
    status: e.status,
    error: errorText(e.lastError),
    sentAt: 0,
    result: '',
    entry: e,
  });
  // a failure without an answer reads as 'check your network' in the user's language, not axios' English
  const errorText = (error: OutboxRow['lastError']): string => {
    if (!error) return '';
    if (error.httpStatus === 0) return t('common.errors.offline');
    if (/^Request failed with status code/.test(error.msg)) return t('common.errors.serverBusy');
    return error.msg;
  };
  const fromSent = (s: SentRow): SyncListRow => ({
    id: s.id,
    action: actionName(s.label.action, t, lang),
    target: s.label.target,
    occurredAt: s.occurredAt,
    createdAt: s.sentAt,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'sent',
    error: '',
    sentAt: s.sentAt,
    result: resultText(s.result),
    entry: null,
  });
  const rows: Record<TabKey, SyncListRow[]> = {
    pending: entries.pending.map(fromEntry),
    failed: entries.failed.map(fromEntry),
    sent: entries.sent.map(fromSent),
  };

  // an entry waits while an earlier one of the same order is pending or failed (causal order per entity)
  const waitingBehind = useMemo(() => {
    const all = [...entries.pending, ...entries.failed].sort((a, b) => a.seq - b.seq);
    const seen = new Set<string>();
    const behind = new Set<string>();
    for (const e of all) {
      if (seen.has(e.entity)) behind.add(e.id);
      seen.add(e.entity);
    }
    return behind;
  }, [entries.pending, entries.failed]);

  const nextText = (r: SyncListRow) => {
    if (r.status === 'sending') return t('sync.sending');
    if (waitingBehind.has(r.id)) return t('sync.behindEarlier');
    if (r.nextAttemptAt <= now) return summary.paused ? t('sync.nextWhenOnline') : t('sync.nextNow');
    return ageText(r.nextAttemptAt, now, lang);
  };

  const resend = async (entry: OutboxRow, payload?: unknown) => {
    setBusy(true);
    try {
      await retryEntry(entry.id, payload);
      toast.success(t('sync.resent'));
      setEditing(null);
    } finally {
      setBusy(false);
    }
  };

  const discard = async () => {
    if (!discarding) return;
    setBusy(true);
    try {
      await discardEntry(discarding.id);
      toast.success(t('sync.discarded'));
      setDiscarding(null);
    } finally {
      setBusy(false);
    }
  };

  const syncNow = () => {
    setSyncing(true);
    requestSync('manual');
    setTimeout(() => setSyncing(false), 800);
  };

  const c = (key: string, width: number, value: (r: SyncListRow) => string | number, render?: (r: SyncListRow) => ReactNode): DataTableColumn<SyncListRow> => ({
    key,
    title: t(`sync.columns.${key}`),
    width,
    value,
    render,
  });
  const base = [
    c('action', 110, (r) => r.action),
    c('target', 160, (r) => r.target),
    c('occurredAt', 150, (r) => dateTimeText(r.occurredAt)),
  ];
  const age = c('age', 90, (r) => ageText(r.createdAt, now, lang));
  const attempts = c('attempts', 70, (r) => r.attempts);
  const lastError = c('lastError', 280, (r) => r.error, (r) => (
    <Text as="span" color={r.status === 'failed' ? 'red.600' : 'fg.muted'} truncate title={r.error} data-testid="sync-row-error">
      {r.error}
    </Text>
  ));
  const operations = c('operations', 230, () => '', (r) =>
    r.entry ? (
      <HStack gap="1">
        <Button size="2xs" variant="outline" onClick={() => setEditing(r.entry)} data-testid="sync-edit">
          {t('sync.edit')}
        </Button>
        <Button size="2xs" variant="outline" loading={busy} onClick={() => r.entry && void resend(r.entry)} data-testid="sync-resend">
          {t('sync.resend')}
        </Button>
        <Button size="2xs" variant="outline" colorPalette="red" onClick={() => setDiscarding(r.entry)} data-testid="sync-discard">
          {t('sync.discard')}
        </Button>
      </HStack>
    ) : null,
  );
  const tabs: DataTableTab<SyncListRow>[] = [
    { key: 'pending', label: t('sync.tabs.pending', { count: rows.pending.length }), columns: [...base, age, attempts, c('nextAttempt', 170, nextText, (r) => <Text as="span" color={waitingBehind.has(r.id) ? 'orange.600' : undefined} data-testid="sync-next" data-behind={waitingBehind.has(r.id) ? '1' : '0'}>{nextText(r)}</Text>), lastError] },
    { key: 'failed', label: t('sync.tabs.failed', { count: rows.failed.length }), columns: [...base, age, attempts, lastError, operations] },
    { key: 'sent', label: t('sync.tabs.sent', { count: rows.sent.length }), columns: [...base, c('sentAt', 160, (r) => dateTimeText(r.sentAt)), c('result', 160, (r) => r.result)] },
  ];
  // the tab's columns are rebuilt every render (ages tick); the table keys them by column key
  const view = useMemo(() => ({ tab: current }), [current]);
  const label = (e: OutboxRow | null) => (e ? { action: actionName(e.label.action, t, lang), target: e.label.target } : { action: '', target: '' });

  return (
    <Box data-testid="sync-screen">
      <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="3" mb="3" direction={{ base: 'column', sm: 'row' }}>
        <Box>
          <Heading size="md">{t('sync.title')}</Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('sync.intro')}
          </Text>
        </Box>
        <Button size="sm" colorPalette="brand" onClick={syncNow} loading={syncing} disabled={summary.paused === 'auth'} data-testid="sync-now">
          <LuRefreshCw /> {t('sync.syncNow')}
        </Button>
      </Flex>
      <SyncStatus summary={summary} now={now} />
      <Box bg="white" rounded="md" p="3" borderWidth="1px" borderColor="gray.200">
        <DataTable<SyncListRow>
          pageKey="/saas/sync/index"
          columns={tabs[0].columns!}
          tabs={tabs}
          rows={rows[current]}
          getRowId={(r) => r.id}
          view={view}
          onViewChange={(patch) => patch.tab && setTab(patch.tab as TabKey)}
          height="calc(100vh - 330px)"
          emptyText={t(`sync.empty.${current}`)}
        />
      </Box>
      <EditEntryDialog
        entry={editing}
        title={t('sync.editTitle', label(editing))}
        busy={busy}
        onResend={(payload) => editing && void resend(editing, payload)}
        onCancel={() => setEditing(null)}
      />
      <ConfirmDialog
        open={!!discarding}
        title={t('sync.discardTitle')}
        message={t('sync.discardMessage', label(discarding))}
        busy={busy}
        danger
        onConfirm={() => void discard()}
        onCancel={() => setDiscarding(null)}
        testId="sync-discard-confirm"
      />
    </Box>
  );
}
