/**
 * The document drawer (?doc={id} in the list's URL): header facts, the scan panel while the document takes scans,
 * the lines, the events, and a button for each action that applies (detail.actions). It reads the copy kept on
 * the device when there is no network, and says so.
 */
import { Alert, Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '@/components/ui/drawer/drawer';
import { formatDateTime } from '@/domain/relative-time';
import type { DocumentDetail } from '@/domain/warehouse/api';
import { useDocument } from '../api/get-document';
import { useScanSession } from '../hooks/use-scan-session';
import { actionLabel, kindLabel, useLang } from '../utils/labels';
import { isScannable, startedOnDevice } from '../utils/scan-matcher';
import { ActionDialog } from './action-dialog';
import { DocumentFacts } from './document-facts';
import { DocumentLines } from './document-lines';
import { DocumentPrintButtons } from './document-print-buttons';
import { DocumentTimeline } from './document-timeline';
import { ScanPanel } from './scan-panel';

export interface DocumentDrawerProps {
  docId: number | undefined;
  onClose(): void;
}

const DANGER = new Set(['cancel', 'reject']);

export function DocumentDrawer({ docId, onClose }: DocumentDrawerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const detail = useDocument(docId);
  // a confirmed outbound scanned on this device is picking here (its body says so once its scans are read)
  const [scannedHere, setScannedHere] = useState<number | null>(null);
  const doc = useMemo(() => detail.data && startedOnDevice(detail.data, scannedHere === detail.data.id), [detail.data, scannedHere]);
  const [action, setAction] = useState<string | null>(null);

  const blocked = doc?.blocked_actions ?? {};
  // one hint for the buttons it disables (a count's four-eyes review names the same reason for approve and reject)
  const hints = [...new Set(Object.values(blocked))];
  const footer = doc && doc.actions.length > 0 && (
    <Stack gap="2" w="full">
      {hints.map((h) => (
        <Text key={h} fontSize="sm" color="fg.warning" textAlign="end" data-testid="wh-action-blocked">
          {h}
        </Text>
      ))}
      <HStack gap="2" flexWrap="wrap" justify="flex-end" w="full" data-testid="wh-actions">
        {doc.actions.map((a) => (
          <Button
            key={a}
            size="md"
            variant={DANGER.has(a) ? 'outline' : 'solid'}
            colorPalette={DANGER.has(a) ? 'red' : 'brand'}
            disabled={!!blocked[a]}
            title={blocked[a]}
            onClick={() => setAction(a)}
            data-testid={`wh-action-${a}`}
          >
            {actionLabel(a, lang)}
          </Button>
        ))}
      </HStack>
    </Stack>
  );

  return (
    <Drawer
      open={!!docId}
      onClose={onClose}
      alignment="right"
      width="min(100vw, 820px)"
      title={doc ? `${kindLabel(doc.kind, lang)} ${doc.doc_no}` : t('warehouse.drawer.title')}
      loading={detail.isPending && !doc}
      footer={footer || undefined}
      data-testid="wh-drawer"
    >
      {!doc ? (
        detail.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t('warehouse.drawer.loadFailed')}</Alert.Title>
          </Alert.Root>
        )
      ) : (
        <DocumentBody doc={doc} fromCache={detail.fromCache} fetchedAt={detail.fetchedAt} onScannedHere={setScannedHere} />
      )}
      {doc && action && <ActionDialog key={action} doc={doc} action={action} onClose={() => setAction(null)} />}
    </Drawer>
  );
}

/**
 * The drawer's content. The scan session lives here, below the drawer: a scan re-renders this part alone, not the
 * drawer's own parts (whose context changes would walk the whole tree of lines).
 */
function DocumentBody({ doc, fromCache, fetchedAt, onScannedHere }: { doc: DocumentDetail; fromCache: boolean; fetchedAt: number | null; onScannedHere(docId: number | null): void }) {
  const { t } = useTranslation();
  const [countLocation, setCountLocation] = useState('');
  const session = useScanSession({ doc, locationId: Number(countLocation) || undefined });
  // a scan accepted here and not refused by the server: it starts a confirmed outbound's pick (startedOnDevice)
  const scannedHere = session.rows.some((r) => r.verdict === 'ok' && r.state !== 'failed' && r.state !== 'unsaved');
  useEffect(() => onScannedHere(scannedHere ? doc.id : null), [scannedHere, doc.id, onScannedHere]);
  const scannable = isScannable(doc.kind, doc.status);
  return (
    <Stack gap="4" pb="4">
      {fromCache && (
        <Alert.Root status="warning" size="sm" data-testid="wh-offline-copy">
          <Alert.Indicator />
          <Alert.Title>{t('warehouse.drawer.offlineCopy', { when: fetchedAt ? formatDateTime(new Date(fetchedAt)) : '' })}</Alert.Title>
        </Alert.Root>
      )}
      <DocumentFacts doc={doc} />
      {scannable && <ScanPanel doc={doc} session={session} countLocation={countLocation} onCountLocation={setCountLocation} />}
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text fontWeight="semibold">{t('warehouse.drawer.lines')}</Text>
          <DocumentPrintButtons doc={doc} />
        </HStack>
        <DocumentLines doc={doc} pending={session.pending} />
      </Stack>
      {!scannable && session.rows.length > 0 && <Text fontSize="sm" color="fg.muted">{t('warehouse.drawer.scansOnDevice', { count: session.rows.length })}</Text>}
      <Separator />
      <Stack gap="2">
        <Text fontWeight="semibold">{t('warehouse.drawer.events')}</Text>
        <DocumentTimeline events={doc.events} />
      </Stack>
    </Stack>
  );
}
