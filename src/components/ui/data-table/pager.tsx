/** Pager: total, page size (5–500), prev, page numbers, next; the small variant shows prev, pager, next only. */
import { Box, Button, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { PAGE_SIZES } from './types';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  small?: boolean;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** Page numbers around the current one, with gaps (0) between runs: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, pages: number, span = 2): number[] {
  const out: number[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= span) out.push(p);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}

export function Pager({ page, pageSize, total, small, onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack gap="1" justify="flex-end" flexWrap="wrap" py="2" px="1" data-testid="table-pager" fontSize="sm">
      {!small && (
        <>
          <Text color="fg.muted" me="2" data-testid="table-total">
            {t('dataTable.total', { total })}
          </Text>
          <NativeSelect.Root size="xs" width="auto">
            <NativeSelect.Field
              data-testid="page-size"
              aria-label={t('dataTable.perPage', { size: pageSize })}
              value={String(pageSize)}
              onChange={(e) => onPageSize(Number(e.currentTarget.value))}
            >
              {PAGE_SIZES.map((s) => (
                <option key={s} value={s}>
                  {t('dataTable.perPage', { size: s })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </>
      )}
      <IconButton size="xs" variant="ghost" aria-label={t('dataTable.prev')} disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="page-prev">
        <LuChevronLeft />
      </IconButton>
      {pageWindow(page, pages, small ? 1 : 2).map((p, i) =>
        p === 0 ? (
          <Box key={`gap${i}`} px="1" color="fg.muted">
            …
          </Box>
        ) : (
          <Button
            key={p}
            size="xs"
            minW="7"
            variant={p === page ? 'solid' : 'ghost'}
            colorPalette={p === page ? 'brand' : 'gray'}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('dataTable.page', { page: p })}
            onClick={() => onPage(p)}
          >
            {p}
          </Button>
        ),
      )}
      <IconButton size="xs" variant="ghost" aria-label={t('dataTable.next')} disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="page-next">
        <LuChevronRight />
      </IconButton>
    </HStack>
  );
}
