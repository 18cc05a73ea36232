/**
 * The per-line figures an action takes: received + damaged (inbound receive), the storage location (put away),
 * picked (outbound pick), counted (count submit); approve shows the differences it will book.
 */
import { Box, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail } from '@/domain/warehouse/api';
import { LocationSelect } from './place-selects';

export interface LineFigures {
  quantity: string;
  damaged: string;
  location_id: string;
}

export type FigureMode = 'receive' | 'put_away' | 'pick' | 'submit' | 'approve';

export const FIGURE_ACTIONS: Partial<Record<string, FigureMode>> = { receive: 'receive', put_away: 'put_away', pick: 'pick', submit: 'submit', approve: 'approve' };

/**
 * Prefilled from what the lines already recorded (scans or earlier figures); an inbound line's location is its
 * put-away target (typed at create, or the server's suggestion written at receive).
 */
export function initialFigures(doc: DocumentDetail): Record<number, LineFigures> {
  return Object.fromEntries(
    doc.lines.map((l) => {
      const location = doc.kind === 'inbound' ? l.to_location_id : l.location_id;
      return [l.id, { quantity: String(l.done), damaged: String(l.damaged), location_id: location ? String(location) : '' }];
    }),
  );
}

/** The lines an action's figures are about: put away moves only what arrived in good condition; approve shows differences. */
function linesOf(doc: DocumentDetail, mode: FigureMode) {
  if (mode === 'approve') return doc.lines.filter((l) => l.difference);
  if (mode === 'put_away') return doc.lines.filter((l) => l.done - l.damaged > 0);
  return doc.lines;
}

export interface ActionFiguresProps {
  doc: DocumentDetail;
  mode: FigureMode;
  figures: Record<number, LineFigures>;
  onChange(lineId: number, patch: Partial<LineFigures>): void;
}

const numberInput = { type: 'number', inputMode: 'numeric', min: 0, step: 1, size: 'md', w: '88px', textAlign: 'end' } as const;

export function ActionFigures({ doc, mode, figures, onChange }: ActionFiguresProps) {
  const { t } = useTranslation();
  const [allTo, setAllTo] = useState('');
  const lines = linesOf(doc, mode);
  if (mode === 'approve' && lines.length === 0) return <Text fontSize="sm">{t('warehouse.action.noDifferences')}</Text>;
  if (mode === 'put_away' && lines.length === 0) return <Text fontSize="sm">{t('warehouse.action.nothingToPutAway')}</Text>;
  const putAll = (value: string) => {
    setAllTo(value);
    if (value) for (const l of lines) onChange(l.id, { location_id: value });
  };
  return (
    <Stack gap="2" maxH="55vh" overflowY="auto" data-testid="wh-action-figures">
      {mode === 'put_away' && lines.length > 1 && (
        <HStack gap="2" flexWrap="wrap" pb="2" borderBottomWidth="1px">
          <Text fontSize="sm" fontWeight="medium" flex="1" minW="120px">
            {t('warehouse.action.allTo')}
          </Text>
          <Box minW="160px">
            <LocationSelect warehouseId={doc.warehouse_id} value={allTo} onChange={putAll} size="md" data-testid="wh-figure-location-all" />
          </Box>
        </HStack>
      )}
      {lines.map((l) => {
        const f = figures[l.id] ?? { quantity: '', damaged: '', location_id: '' };
        return (
          <HStack key={l.id} gap="2" flexWrap="wrap" borderBottomWidth="1px" pb="2" data-testid="wh-action-line">
            <Box flex="1" minW="160px">
              <Text fontSize="sm" fontWeight="medium">
                {l.line_no}. {l.product_name}
              </Text>
              <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                {[l.product_code, l.package_no, l.location_code].filter(Boolean).join(' · ')}
                {mode === 'put_away' ? ` · ${t('warehouse.action.received', { count: l.done - l.damaged })}` : mode !== 'submit' && ` · ${t(`warehouse.lines.expected.${doc.kind}`)} ${l.expected}`}
              </Text>
            </Box>
            {(mode === 'receive' || mode === 'pick' || mode === 'submit') && (
              <label>
                <Text fontSize="xs" color="fg.muted">
                  {t(`warehouse.action.figure.${mode}`)}
                </Text>
                <Input {...numberInput} value={f.quantity} onChange={(e) => onChange(l.id, { quantity: e.currentTarget.value })} data-testid="wh-figure-quantity" />
              </label>
            )}
            {mode === 'receive' && (
              <label>
                <Text fontSize="xs" color="fg.muted">
                  {t('warehouse.lines.damaged')}
                </Text>
                <Input {...numberInput} value={f.damaged} onChange={(e) => onChange(l.id, { damaged: e.currentTarget.value })} data-testid="wh-figure-damaged" />
              </label>
            )}
            {mode === 'put_away' && (
              <Box minW="160px">
                <LocationSelect warehouseId={doc.warehouse_id} value={f.location_id} onChange={(v) => onChange(l.id, { location_id: v })} size="md" data-testid="wh-figure-location" />
              </Box>
            )}
            {mode === 'approve' && (
              <Text fontWeight="bold" color={(l.difference ?? 0) < 0 ? 'fg.error' : 'fg.warning'}>
                {t('warehouse.action.difference', { onHand: l.on_hand_at_count ?? 0, counted: l.done, diff: (l.difference ?? 0) > 0 ? `+${l.difference}` : l.difference })}
              </Text>
            )}
          </HStack>
        );
      })}
    </Stack>
  );
}

/** The action body's lines from the figures (blank fields are left out: the line keeps what its scans recorded). */
export function figureLines(mode: FigureMode, figures: Record<number, LineFigures>): Array<{ line_id: number } & Record<string, unknown>> {
  return Object.entries(figures).flatMap(([id, f]) => {
    const line: { line_id: number } & Record<string, unknown> = { line_id: Number(id) };
    if ((mode === 'receive' || mode === 'pick' || mode === 'submit') && f.quantity.trim() !== '') line.quantity = f.quantity.trim();
    if (mode === 'receive' && f.damaged.trim() !== '') line.damaged = f.damaged.trim();
    if (mode === 'put_away' && f.location_id) line.location_id = f.location_id;
    return Object.keys(line).length > 1 ? [line] : [];
  });
}
