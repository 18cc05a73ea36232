/**
 * The scan panel of a scannable document (inbound confirmed, outbound confirmed — its first scan starts the pick — or
 * picking, count counting), built for a tablet or a phone in one hand: a big always-focused field a keyboard-wedge
 * scanner types into (Enter ends a code), the camera, a quantity for product-code scans, the last verdict in colour
 * with a sound, and the running list.
 */
import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCamera, LuScanLine } from 'react-icons/lu';
import { signalAccepted, signalRefused } from '@/components/ui/scanner/beep';
import { CameraScanner } from '@/components/ui/scanner/camera-scanner';
import type { DocumentDetail } from '@/domain/warehouse/api';
import type { useScanSession } from '../hooks/use-scan-session';
import { useLang } from '../utils/labels';
import type { ScanMatch } from '../utils/scan-matcher';
import { LocationSelect } from './place-selects';
import { ScanRows, VERDICT_PALETTE, verdictText } from './scan-rows';

export interface ScanPanelProps {
  doc: DocumentDetail;
  session: ReturnType<typeof useScanSession>;
  /** count of a whole warehouse: the location being counted (chosen here) */
  countLocation: string;
  onCountLocation(value: string): void;
}

export function ScanPanel({ doc, session, countLocation, onCountLocation }: ScanPanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [camera, setCamera] = useState(false);
  const [last, setLast] = useState<{ match: ScanMatch; code: string } | null>(null);
  const [noLocation, setNoLocation] = useState(false);
  const needsLocation = doc.kind === 'count' && !doc.location_id;

  const take = useCallback(
    (raw: string) => {
      const value = raw.trim();
      if (!value) return;
      // a whole-warehouse count places what it finds at the location being counted: no location, no scan
      if (needsLocation && !countLocation) {
        setLast(null);
        setNoLocation(true);
        signalRefused();
        return;
      }
      setNoLocation(false);
      const match = session.scan(value, Number(quantity) || 1);
      if (match) {
        setLast({ match, code: value });
        if (match.result === 'ok') signalAccepted();
        else signalRefused();
      }
      setQuantity('1');
    },
    [session, quantity, needsLocation, countLocation],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = code;
    setCode('');
    take(value);
    input.current?.focus();
  };

  return (
    <Stack gap="3" borderWidth="2px" borderColor="brand.emphasized" borderRadius="lg" p="3" data-testid="wh-scan-panel">
      <HStack gap="2">
        <LuScanLine />
        <Text fontWeight="semibold">{t('warehouse.scan.title')}</Text>
      </HStack>
      {needsLocation && (
        <LocationSelect
          warehouseId={doc.warehouse_id}
          value={countLocation}
          onChange={(v) => {
            setNoLocation(false);
            onCountLocation(v);
          }}
          size="lg"
          invalid={noLocation}
          emptyLabel={t('warehouse.scan.countLocation')}
          data-testid="wh-scan-location"
        />
      )}
      {noLocation && (
        <Text color="fg.error" fontWeight="medium" data-testid="wh-scan-need-location">
          {t('warehouse.scan.chooseLocationFirst')}
        </Text>
      )}
      <form onSubmit={submit}>
        <HStack gap="2" align="stretch">
          <Input
            ref={input}
            autoFocus
            size="2xl"
            fontSize="xl"
            fontFamily="mono"
            value={code}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            enterKeyHint="done"
            placeholder={t('warehouse.scan.placeholder')}
            aria-label={t('warehouse.scan.placeholder')}
            onChange={(e) => setCode(e.currentTarget.value)}
            data-testid="wh-scan-input"
          />
          <Button type="button" size="2xl" variant="outline" aria-label={t('warehouse.scan.camera')} onClick={() => setCamera(true)} data-testid="wh-scan-camera">
            <LuCamera />
          </Button>
        </HStack>
        <HStack gap="2" mt="2">
          <Text fontSize="sm" color="fg.muted" title={t('warehouse.scan.quantityHint')}>
            {t('warehouse.scan.quantity')}
          </Text>
          <Button type="button" size="lg" variant="outline" onClick={() => setQuantity((q) => String(Math.max(1, (Number(q) || 1) - 1)))} aria-label="-">
            −
          </Button>
          <Input w="72px" size="lg" textAlign="center" inputMode="numeric" aria-label={t('warehouse.scan.quantityHint')} value={quantity} onChange={(e) => setQuantity(e.currentTarget.value.replace(/\D/g, '').slice(0, 4))} data-testid="wh-scan-quantity" />
          <Button type="button" size="lg" variant="outline" onClick={() => setQuantity((q) => String(Math.min(9999, (Number(q) || 0) + 1)))} aria-label="+">
            +
          </Button>
          <Button type="submit" size="lg" colorPalette="brand" ms="auto" data-testid="wh-scan-submit">
            {t('warehouse.scan.submit')}
          </Button>
        </HStack>
      </form>
      {last && (
        <Box
          borderRadius="md"
          px="4"
          py="3"
          bg={`${VERDICT_PALETTE[last.match.result]}.solid`}
          color={`${VERDICT_PALETTE[last.match.result]}.contrast`}
          data-testid="wh-scan-last"
          data-verdict={last.match.result}
          aria-live="assertive"
        >
          <Text fontSize="xl" fontWeight="bold">
            {t(`warehouse.scan.verdict.${last.match.result}`)}
          </Text>
          <Text fontSize="md">{verdictText({ verdict: last.match.result, code: last.code, lineId: last.match.lineId }, doc, lang, t)}</Text>
          {last.match.result === 'over' && doc.kind === 'inbound' && <Text fontSize="sm">{t('warehouse.scan.overHint')}</Text>}
        </Box>
      )}
      <ScanRows rows={session.rows} doc={doc} />
      {camera && (
        <CameraScanner
          continuous
          data-testid="wh-camera"
          onCode={(text) => take(text)}
          onClose={() => {
            setCamera(false);
            input.current?.focus();
          }}
        />
      )}
    </Stack>
  );
}
