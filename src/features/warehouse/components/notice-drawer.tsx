/**
 * One advance notice for its merchant (?notice={id}): status, warehouse, expected day, the goods with what the
 * warehouse received and found damaged once it received them, the history; edit and cancel while it is a draft.
 */
import { Alert, Badge, Box, Button, Dialog, Field, HStack, Portal, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/ui/drawer/drawer';
import { formatDateTime } from '@/domain/relative-time';
import { DOCUMENT_ACTION_LABELS } from '@/domain/warehouse/messages';
import { noticeCancelBody, type NoticeDetail } from '@/domain/warehouse/notices';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { newIdempotencyKey } from '../api/create-document';
import { useCancelNotice, useNotice } from '../api/notices';
import { statusLabel, useLang, warehouseMessage } from '../utils/labels';
import { StatusBadge } from './document-facts';

export interface NoticeDrawerProps {
  id: number | undefined;
  onClose(): void;
  onEdit(notice: NoticeDetail): void;
}

export function NoticeDrawer({ id, onClose, onEdit }: NoticeDrawerProps) {
  const { t } = useTranslation();
  const query = useNotice(id);
  const notice = query.data;
  const [cancelling, setCancelling] = useState(false);
  const footer = notice?.editable && (
    <HStack gap="2" justify="flex-end" w="full" data-testid="notice-actions">
      <Button variant="outline" colorPalette="red" onClick={() => setCancelling(true)} data-testid="notice-cancel">
        {t('warehouseNotice.cancel')}
      </Button>
      <Button colorPalette="brand" onClick={() => onEdit(notice)} data-testid="notice-edit">
        {t('warehouseNotice.edit')}
      </Button>
    </HStack>
  );
  return (
    <Drawer open={!!id} onClose={onClose} alignment="right" width="min(100vw, 760px)" title={notice ? notice.doc_no : t('routes.daWarehouseNoticeIndex')} loading={query.isPending && !!id} footer={footer || undefined} data-testid="notice-drawer">
      {notice ? (
        <NoticeBody notice={notice} />
      ) : (
        query.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t('warehouseNotice.loadFailed')}</Alert.Title>
          </Alert.Root>
        )
      )}
      {notice && cancelling && <CancelDialog notice={notice} onClose={() => setCancelling(false)} />}
    </Drawer>
  );
}

function NoticeBody({ notice }: { notice: NoticeDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const received = notice.status === 'received' || notice.status === 'put_away';
  const fact = (key: string, value: ReactNode) =>
    value === '' || value === null ? null : (
      <Stack gap="0" minW="0">
        <Text fontSize="xs" color="fg.muted">
          {t(key)}
        </Text>
        <Text fontSize="sm" wordBreak="break-all">
          {value}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="4" pb="4" data-testid="notice-body">
      <HStack gap="2" flexWrap="wrap">
        <StatusBadge status={notice.status} />
        <Text fontSize="sm" color="fg.muted" data-testid="notice-figures">
          {received
            ? t('warehouseNotice.figures', { received: notice.received_quantity, total: notice.total_quantity, damaged: notice.damaged_quantity })
            : t('warehouseNotice.announced', { total: notice.total_quantity, lines: notice.line_count })}
        </Text>
      </HStack>
      {!notice.editable && notice.status === 'confirmed' && (
        <Text fontSize="sm" color="fg.muted">
          {t('warehouseNotice.locked')}
        </Text>
      )}
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        {fact('warehouseNotice.fields.warehouse', notice.warehouse_name)}
        {fact('warehouseNotice.fields.expectedDate', notice.expected_date)}
        {fact('warehouseNotice.columns.created_at', formatDateTime(new Date(notice.created_at)))}
        {fact('warehouseNotice.fields.memo', notice.memo)}
      </SimpleGrid>
      <Box overflowX="auto">
        <Table.Root size="sm" striped data-testid="notice-lines">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader whiteSpace="nowrap">{t('warehouseNotice.fields.product')}</Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap">{t('warehouseNotice.fields.packageNo')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">{t('warehouseNotice.lines.expected')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">{t('warehouseNotice.lines.received')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">{t('warehouseNotice.lines.damaged')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" whiteSpace="nowrap">{t('warehouseNotice.lines.difference')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {notice.lines.map((l) => (
              <Table.Row key={l.id} data-testid="notice-line-row">
                <Table.Cell>
                  <Text fontSize="sm">{l.product_name}</Text>
                  <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                    {l.product_code}
                    {l.memo ? ` · ${l.memo}` : ''}
                  </Text>
                </Table.Cell>
                <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                  {l.package_no}
                </Table.Cell>
                <Table.Cell textAlign="end">{l.expected}</Table.Cell>
                <Table.Cell textAlign="end" data-testid="notice-line-received">
                  {l.received ?? '—'}
                </Table.Cell>
                <Table.Cell textAlign="end" data-testid="notice-line-damaged">
                  {l.damaged ?? '—'}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {l.difference === null ? (
                    ''
                  ) : (
                    <Badge colorPalette={l.difference === 0 ? 'green' : 'orange'} variant="subtle">
                      {l.difference > 0 ? `+${l.difference}` : l.difference}
                    </Badge>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Stack gap="1">
        <Text fontWeight="semibold" fontSize="sm">
          {t('warehouseNotice.events')}
        </Text>
        {notice.events.map((e, i) => (
          <Text key={i} fontSize="sm" data-testid="notice-event">
            <Text as="span" color="fg.muted">
              {formatDateTime(new Date(e.occurred_at))}
            </Text>{' '}
            {(DOCUMENT_ACTION_LABELS[e.action]?.[lang] ?? e.action).replace(/^./, (c) => c.toUpperCase())} → {statusLabel(e.to_status, lang)}
            {e.reason ? `（${e.reason}）` : ''}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

function CancelDialog({ notice, onClose }: { notice: NoticeDetail; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = useRef(newIdempotencyKey());
  const cancel = useCancelNotice();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    setProblem(null);
    if (!noticeCancelBody.safeParse({ reason }).success) return setProblem(warehouseMessage('whReasonRequired', lang));
    try {
      await cancel.mutateAsync({ id: notice.id, reason: reason.trim(), idempotencyKey: key.current });
      toast.success(t('warehouseNotice.cancelled', { no: notice.doc_no }));
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
          <Dialog.Content mx="3" data-testid="notice-cancel-dialog">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{t('warehouseNotice.cancelTitle', { no: notice.doc_no })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Field.Root required>
                  <Field.Label>
                    {t('warehouseNotice.fields.reason')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Textarea value={reason} maxLength={200} onChange={(e) => setReason(e.currentTarget.value)} data-testid="notice-cancel-reason" />
                </Field.Root>
                {problem && (
                  <Alert.Root status="error" size="sm" data-testid="notice-cancel-error">
                    <Alert.Indicator />
                    <Alert.Title>{problem}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('warehouseNotice.back')}
              </Button>
              <Button colorPalette="red" loading={cancel.isPending} onClick={() => void submit()} data-testid="notice-cancel-submit">
                {t('warehouseNotice.cancel')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
