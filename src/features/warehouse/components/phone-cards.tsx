/**
 * A list screen's rows as cards on a phone, where the data table's columns would scroll sideways: the same server
 * pages (the data table's query key, so a write's invalidation reaches both) and its pager; a tablet or desk keeps
 * the table.
 */
import { Box, HStack, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPage } from '@/components/ui/data-table/fetch-page';
import { Pager } from '@/components/ui/data-table/pager';
import { DEFAULT_PAGE_SIZE, type TableView } from '@/components/ui/data-table/types';

/** below the md breakpoint (768 px): a phone, as the document drawer's lines decide */
export function usePhone(): boolean {
  return useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
}

export interface PagedCardsProps<R> {
  url: string;
  params: Record<string, unknown>;
  view: TableView;
  onViewChange(patch: TableView): void;
  getRowId(row: R): string;
  renderCard(row: R): ReactNode;
  emptyText: string;
}

export function PagedCards<R>({ url, params, view, onViewChange, getRowId, renderCard, emptyText }: PagedCardsProps<R>) {
  const { t } = useTranslation();
  const page = view.page ?? 1;
  const pageSize = view.per_page ?? DEFAULT_PAGE_SIZE;
  const query = useQuery({
    queryKey: ['data-table', url, params, page, pageSize],
    queryFn: ({ signal }) => fetchPage<R>(url, { ...params, page, per_page: pageSize }, signal),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.list ?? [];
  return (
    <Stack gap="2" data-testid="wh-cards">
      {query.isPending ? (
        <Text fontSize="sm" color="fg.muted" py="4" textAlign="center">
          {t('warehouse.cards.loading')}
        </Text>
      ) : rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" py="4" textAlign="center">
          {query.isError ? t('dataTable.loadFailed') : emptyText}
        </Text>
      ) : (
        rows.map((r) => <Box key={getRowId(r)}>{renderCard(r)}</Box>)
      )}
      <Pager page={page} pageSize={pageSize} total={query.data?.total ?? 0} small onPage={(p) => onViewChange({ page: p })} onPageSize={(size) => onViewChange({ per_page: size, page: 1 })} />
    </Stack>
  );
}

export interface PhoneCardProps {
  children: ReactNode;
  'data-testid'?: string;
}

export function PhoneCard({ children, 'data-testid': testId }: PhoneCardProps) {
  return (
    <Stack gap="1.5" bg="bg" borderWidth="1px" borderRadius="md" px="3" py="2.5" minW="0" data-testid={testId}>
      {children}
    </Stack>
  );
}

/** a card's headline: what it is (left, may wrap) and a short code or time (right) */
export function CardHead({ title, aside }: { title: ReactNode; aside?: ReactNode }) {
  return (
    <HStack justify="space-between" align="start" gap="2" minW="0">
      <Box fontWeight="semibold" minW="0" overflowWrap="anywhere">
        {title}
      </Box>
      {aside !== undefined && (
        <Box flexShrink="0" fontSize="xs" color="fg.muted">
          {aside}
        </Box>
      )}
    </HStack>
  );
}

/** a labelled line of a card (hidden when empty) */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <HStack gap="2" fontSize="sm" align="start" minW="0">
      <Text color="fg.muted" flexShrink="0">
        {label}
      </Text>
      <Box minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </HStack>
  );
}

/** the card's figures side by side, each a label over a number */
export function CardFigures({ figures }: { figures: { label: string; value: number; testId?: string; color?: string; strong?: boolean }[] }) {
  return (
    <HStack gap="4" pt="1">
      {figures.map((f) => (
        <Stack key={f.label} gap="0">
          <Text fontSize="xs" color="fg.muted">
            {f.label}
          </Text>
          <Text fontSize={f.strong ? 'lg' : 'md'} fontWeight={f.strong ? 'bold' : 'medium'} color={f.color} data-testid={f.testId}>
            {f.value}
          </Text>
        </Stack>
      ))}
    </HStack>
  );
}
