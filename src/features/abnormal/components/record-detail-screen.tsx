/**
 * 异常详情 (desk, merchant, field): the record's facts, cartons, photos, handling, fees, linked tickets and history,
 * and the actions the answer lists for the signed-in role (records.ts actionsFor on the server) — each through its
 * dialog, which asks for what the transition needs (a reason, a resolution, the responsible party, the handler to
 * assign); the desk also adds handling, edits the draft fee rows and escalates.
 */
import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocation, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordDetail } from '@/domain/abnormal/api';
import type { AnyHandlingAction } from '@/domain/abnormal/handling';
import type { AbnormalAction } from '@/domain/abnormal/records';
import { useRecord } from '../api/records';
import { actionLabel, handlingActionLabel, statusLabel, STATUS_PALETTE, useLang } from '../utils/labels';
import { AssignDialog } from './assign-dialog';
import { EscalateDialog } from './escalate-dialog';
import { FeeEditDialog } from './fee-edit-dialog';
import { HandlingActionDialog } from './handling-action-dialog';
import { HandlingCreateDialog } from './handling-create-dialog';
import { RecordActionDialog } from './record-action-dialog';
import { RecordEvents, RecordFacts, RecordFees, RecordHandlings, RecordPackagesAndPhotos, RecordTickets } from './record-sections';

export function RecordDetailScreen() {
  const { t } = useTranslation();
  const { id } = useParams({ strict: false }) as { id?: string };
  const recordId = Number(id);
  const record = useRecord(Number.isInteger(recordId) && recordId > 0 ? recordId : undefined);
  if (!record.data) {
    return (
      <Stack p="4">
        <Text color={record.isError ? 'fg.error' : 'fg.muted'}>{record.isError ? t('abnormal.loadFailed') : '…'}</Text>
      </Stack>
    );
  }
  return <Detail record={record.data} />;
}

/** the order buttons show in: forward first */
const ORDER: AbnormalAction[] = ['accept', 'start_handling', 'end', 'archive', 'resubmit', 'reopen', 'assign', 'hold', 'release', 'reject'];
const QUIET: readonly AbnormalAction[] = ['assign', 'hold', 'release', 'reopen'];

function Detail({ record }: { record: RecordDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const [acting, setActing] = useState<AbnormalAction | null>(null);
  const [handlingAct, setHandlingAct] = useState<{ handling: RecordDetail['handlings'][number]; action: AnyHandlingAction } | null>(null);
  const [dialog, setDialog] = useState<'handling' | 'escalate' | 'fees' | null>(null);
  const actions = ORDER.filter((a) => record.actions.includes(a));
  const merchant = pathname.startsWith('/da/');

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="ab-detail" data-status={record.status}>
      <HStack gap="2" flexWrap="wrap">
        <Heading size="md" fontFamily="mono" data-testid="ab-detail-no">
          {record.abnormal_no}
        </Heading>
        <Badge colorPalette={STATUS_PALETTE[record.status]} size="lg" data-testid="ab-detail-status">
          {statusLabel(record.status, lang)}
        </Badge>
        {record.limitation_status_code === 'C_DANGER' && (
          <Badge colorPalette="red" variant="solid" data-testid="ab-detail-overdue">
            {t('abnormal.detail.overdue')}
          </Badge>
        )}
        {!merchant && <Badge variant="outline">{record.holds_order ? t('abnormal.detail.holdsOrder') : t('abnormal.detail.notHolding')}</Badge>}
        {record.discrepancy_id && <Badge variant="outline">{t('abnormal.detail.transit')}</Badge>}
        <HStack gap="2" ms={{ md: 'auto' }} flexWrap="wrap">
          {actions.map((a) => (
            <Button
              key={a}
              size="sm"
              variant={a === 'reject' || QUIET.includes(a) ? 'outline' : 'solid'}
              colorPalette={a === 'reject' ? 'red' : QUIET.includes(a) ? 'gray' : 'brand'}
              onClick={() => setActing(a)}
              data-testid={`ab-detail-${a}`}
            >
              {actionLabel(a, lang)}
            </Button>
          ))}
          {record.can_handle && (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setDialog('handling')} data-testid="ab-detail-add-handling">
              {t('abnormal.handlingForm.add')}
            </Button>
          )}
          {record.can_edit_fees && (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setDialog('fees')} data-testid="ab-detail-edit-fees">
              {t('abnormal.feeForm.title')}
            </Button>
          )}
          {record.can_escalate && (
            <Button size="sm" variant="outline" colorPalette="purple" onClick={() => setDialog('escalate')} data-testid="ab-detail-escalate">
              {t('abnormal.escalate.title')}
            </Button>
          )}
        </HStack>
      </HStack>
      <RecordFacts record={record} />
      <RecordPackagesAndPhotos record={record} />
      <RecordHandlings
        record={record}
        actions={(h) =>
          record.can_handle &&
          h.actions.map((a) => (
            <Button key={a} size="xs" variant="outline" colorPalette={a === 'cancel' ? 'red' : 'brand'} onClick={() => setHandlingAct({ handling: h, action: a })} data-testid={`ab-detail-handling-${a}`}>
              {handlingActionLabel(a, lang)}
            </Button>
          ))
        }
      />
      <RecordFees record={record} />
      {!merchant && <RecordTickets record={record} />}
      <RecordEvents record={record} />
      {handlingAct && <HandlingActionDialog handling={handlingAct.handling} action={handlingAct.action} onClose={() => setHandlingAct(null)} />}
      {dialog === 'handling' && <HandlingCreateDialog record={record} onClose={() => setDialog(null)} />}
      {dialog === 'escalate' && <EscalateDialog record={record} onClose={() => setDialog(null)} />}
      {dialog === 'fees' && <FeeEditDialog record={record} onClose={() => setDialog(null)} />}
      {acting === 'assign' && <AssignDialog record={record} onClose={() => setActing(null)} />}
      {acting && acting !== 'assign' && <RecordActionDialog record={record} action={acting} onClose={() => setActing(null)} />}
    </Stack>
  );
}
