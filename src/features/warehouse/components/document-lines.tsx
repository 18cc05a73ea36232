/**
 * A document's lines: product, carton, owner, location (an inbound's put-away target, a replenishment's → target),
 * expected / done / damaged / difference — a table on a tablet or desk, one card per line on a phone, where the
 * figures would otherwise sit off-screen. A count is blind while counting: expected and on-hand figures are not
 * shown until it is submitted; an inbound's damaged and difference show once it is received.
 */
import { Badge, Box, HStack, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { createContext, memo, useContext, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail, DocumentLine } from '@/domain/warehouse/api';
import { ownerText, useLang, type Lang } from '../utils/labels';
import type { PendingUnits } from '../utils/scan-matcher';

const noSubscribe = () => () => undefined;

export interface DocumentLinesProps {
  doc: DocumentDetail;
  pending: readonly PendingUnits[];
}

interface Figure {
  key: string;
  title: string;
  render(l: DocumentLine): ReactNode;
  testId?: string;
}

const signed = (n: number | null) => (n === null ? '' : n > 0 ? `+${n}` : String(n));
const diffColor = (n: number | null) => (n ? (n < 0 ? 'fg.error' : 'fg.warning') : undefined);

/**
 * The lines follow this device's unsent scans through a small store each line's done figure subscribes to: a scan
 * re-renders the one figure it touched. (Re-rendering the table instead re-renders every cell: Chakra's table
 * parts read a context the table root provides anew on each render, which memo cannot stop — 30 ms a scan at 500
 * lines on a tablet.)
 */
export function DocumentLines({ doc, pending }: DocumentLinesProps) {
  const store = useRef<PendingStore | null>(null);
  store.current ??= pendingStore();
  // the figures of this render are read by the lines rendered with it; the subscribed ones hear of it after the commit
  store.current.set(pending);
  const s = store.current;
  useLayoutEffect(() => s.notify(), [s, pending]);
  return <LinesTable doc={doc} store={s} />;
}

interface PendingStore {
  set(pending: readonly PendingUnits[]): void;
  /** the line's unsent units */
  get(lineId: number): number;
  notify(): void;
  subscribe(listener: () => void): () => void;
}

function pendingStore(): PendingStore {
  let units = new Map<number, number>();
  const listeners = new Set<() => void>();
  return {
    set(pending) {
      const next = new Map<number, number>();
      for (const p of pending) next.set(p.lineId, (next.get(p.lineId) ?? 0) + p.quantity);
      units = next;
    },
    get: (lineId) => units.get(lineId) ?? 0,
    notify: () => listeners.forEach((l) => l()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const PendingContext = createContext<PendingStore | null>(null);

const LinesTable = memo(function LinesTable({ doc, store }: { doc: DocumentDetail; store: PendingStore }) {
  return (
    <PendingContext.Provider value={store}>
      <LinesTableOf doc={doc} />
    </PendingContext.Provider>
  );
});

function LinesTableOf({ doc }: { doc: DocumentDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const blind = doc.kind === 'count' && (doc.status === 'counting' || doc.status === 'draft');
  const received = doc.kind === 'inbound' && (doc.status === 'received' || doc.status === 'put_away');
  const showDiff = (doc.kind === 'count' && !blind) || received;
  if (doc.lines.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="wh-lines-empty">
        {t('warehouse.lines.empty')}
      </Text>
    );
  }

  const view: LinesView = { kind: doc.kind, blind, received, showDiff, lang };
  // each line re-renders only when its own figure changes: a scan touches one line, not the 500 of a big document
  const figures = figureColumns(view, t);
  if (phone) {
    return (
      <Stack gap="2" data-testid="wh-lines">
        {doc.lines.map((l) => (
          <LineCard key={l.id} line={l} view={view} />
        ))}
      </Stack>
    );
  }

  const head = (title: string, end = false) => (
    <Table.ColumnHeader whiteSpace="nowrap" textAlign={end ? 'end' : undefined}>
      {title}
    </Table.ColumnHeader>
  );
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" data-testid="wh-lines">
      <Table.Root size="sm" striped>
        <Table.Header>
          <Table.Row>
            {head('#')}
            {head(t('warehouse.lines.product'))}
            {head(t('warehouse.lines.packageNo'))}
            {head(t('warehouse.lines.owner'))}
            {head(placeTitle(view, t))}
            {doc.kind === 'replenish' && head(t('warehouse.lines.toLocation'))}
            {figures.map((f) => (
              <Table.ColumnHeader key={f.key} whiteSpace="nowrap" textAlign="end">
                {f.title}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {doc.lines.map((l) => (
            <LineRow key={l.id} line={l} view={view} />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** what every line of one document shows the same way (primitives, so a memoised line compares them cheaply) */
interface LinesView {
  kind: DocumentDetail['kind'];
  blind: boolean;
  received: boolean;
  showDiff: boolean;
  lang: Lang;
}

interface LineProps {
  line: DocumentLine;
  view: LinesView;
}

const sameLine = (a: LineProps, b: LineProps) =>
  a.line === b.line && a.view.kind === b.view.kind && a.view.blind === b.view.blind && a.view.received === b.view.received && a.view.showDiff === b.view.showDiff && a.view.lang === b.view.lang;

type T = (key: string, options?: Record<string, unknown>) => string;

const placeTitle = (v: LinesView, t: T) => (v.kind === 'inbound' ? t('warehouse.fields.putAwayLocation') : t('warehouse.lines.location'));
// where the line's stock is (or goes): an inbound line's location is its put-away target
const place = (v: LinesView, l: DocumentLine) => (v.kind === 'inbound' ? l.to_location_code : l.location_code) || '—';

function figureColumns(v: LinesView, t: T): Figure[] {
  return [
    ...(v.blind ? [] : [{ key: 'expected', title: t(`warehouse.lines.expected.${v.kind}`), render: (l: DocumentLine) => l.expected }]),
    ...(v.kind === 'count' && !v.blind ? [{ key: 'onHand', title: t('warehouse.lines.onHand'), render: (l: DocumentLine) => l.on_hand_at_count ?? '—' }] : []),
    // a lock's lines hold what it locks; releasing does not count units off one by one
    ...(v.kind === 'lock' ? [] : [{ key: 'done', title: t(`warehouse.lines.done.${v.kind}`), render: () => null, testId: 'wh-line-done' }]),
    ...(v.received ? [{ key: 'damaged', title: t('warehouse.lines.damaged'), render: (l: DocumentLine) => l.damaged || '' }] : []),
    ...(v.showDiff
      ? [{ key: 'difference', title: t('warehouse.lines.difference'), testId: 'wh-line-diff', render: (l: DocumentLine) => <Text as="span" color={diffColor(l.difference)}>{signed(l.difference)}</Text> }]
      : []),
  ];
}

function DoneFigure({ line, blind }: { line: DocumentLine; blind: boolean }) {
  const { t } = useTranslation();
  const store = useContext(PendingContext);
  // done with this device's unsent scans counted in
  const unsent = useSyncExternalStore(store?.subscribe ?? noSubscribe, () => store?.get(line.id) ?? 0);
  const shown = line.done + unsent;
  const complete = !blind && line.expected > 0 && shown >= line.expected;
  return (
    <>
      <Badge colorPalette={complete ? 'green' : shown > 0 ? 'blue' : 'gray'} variant="surface">
        {shown}
      </Badge>
      {shown !== line.done && (
        <Text as="span" fontSize="xs" color="fg.muted" ms="1" title={t('warehouse.lines.unsentHint')}>
          ({t('warehouse.lines.unsent', { count: shown - line.done })})
        </Text>
      )}
    </>
  );
}

const cell = (f: Figure, p: LineProps) => (f.key === 'done' ? <DoneFigure line={p.line} blind={p.view.blind} /> : f.render(p.line));

const LineRow = memo(function LineRow(p: LineProps) {
  const { t } = useTranslation();
  const { line: l, view } = p;
  return (
    <Table.Row data-testid="wh-line" data-line-id={l.id}>
      <Table.Cell>{l.line_no}</Table.Cell>
      <Table.Cell minW="160px">
        <Text fontWeight="medium">{l.product_name}</Text>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono">
          {l.product_code}
        </Text>
      </Table.Cell>
      <Table.Cell fontFamily="mono" whiteSpace="nowrap">
        {l.package_no || '—'}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{ownerText(l.owner_id, l.owner_name, view.lang)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{place(view, l)}</Table.Cell>
      {view.kind === 'replenish' && <Table.Cell whiteSpace="nowrap">{l.to_location_code || '—'}</Table.Cell>}
      {figureColumns(view, t).map((f) => (
        <Table.Cell key={f.key} textAlign="end" whiteSpace="nowrap" data-testid={f.testId}>
          {cell(f, p)}
        </Table.Cell>
      ))}
    </Table.Row>
  );
}, sameLine);

const LineCard = memo(function LineCard(p: LineProps) {
  const { t } = useTranslation();
  const { line: l, view } = p;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg" data-testid="wh-line" data-line-id={l.id}>
      <HStack gap="2" align="start">
        <Text color="fg.muted" fontSize="sm" minW="5">
          {l.line_no}
        </Text>
        <Box flex="1" minW="0">
          <Text fontWeight="medium">{l.product_name}</Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono" wordBreak="break-all">
            {[l.product_code, l.package_no].filter(Boolean).join(' · ')}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {ownerText(l.owner_id, l.owner_name, view.lang)} · {placeTitle(view, t)} {place(view, l)}
            {view.kind === 'replenish' && ` → ${l.to_location_code || '—'}`}
          </Text>
        </Box>
      </HStack>
      <HStack gap="4" mt="2" flexWrap="wrap">
        {figureColumns(view, t).map((f) => (
          <Stack key={f.key} gap="0" data-testid={f.testId}>
            <Text fontSize="xs" color="fg.muted">
              {f.title}
            </Text>
            <Box fontWeight="semibold">{cell(f, p)}</Box>
          </Stack>
        ))}
      </HStack>
    </Box>
  );
}, sameLine);
