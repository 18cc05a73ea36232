/**
 * Date range picker (spec §9): two dates plus the shortcuts today … last 90 days. `restricted` limits the range
 * to 30 days and no future day (shortcuts that break that are not offered); `maxDays` alone sets a span limit.
 */
import { Box, Button, CloseButton, HStack, IconButton, Input, Popover, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarRange } from 'react-icons/lu';
import {
  availableShortcuts,
  checkRange,
  RESTRICTED_RANGE_DAYS,
  shortcutRange,
  toDay,
  type DateRange,
  type RangeProblem,
  type RangeRules,
} from '@/domain/date-shortcuts';
import { useInsideOverlay } from '../overlay/inside-overlay';

export interface DateRangePickerProps {
  value: DateRange | null;
  /** called with every edit; `problem` is null when the range satisfies the rules */
  onChange: (value: DateRange | null, problem: RangeProblem | null) => void;
  restricted?: boolean;
  maxDays?: number;
  /** the clock (tests pass a fixed one) */
  now?: () => Date;
  disabled?: boolean;
  'data-testid'?: string;
}

export function DateRangePicker({
  value,
  onChange,
  restricted = false,
  maxDays,
  now = () => new Date(),
  disabled,
  'data-testid': testId = 'date-range',
}: DateRangePickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const inOverlay = useInsideOverlay();
  const today = now();
  const rules: RangeRules = useMemo(
    () => (restricted ? { maxDays: Math.min(maxDays ?? RESTRICTED_RANGE_DAYS, RESTRICTED_RANGE_DAYS), noFuture: true } : { maxDays }),
    [restricted, maxDays],
  );
  const [start, end] = value ?? ['', ''];
  const problem = value && start && end ? checkRange(value, rules, today) : null;
  const shortcuts = availableShortcuts(rules, today);
  const max = rules.noFuture ? toDay(today) : undefined;

  const emit = (next: DateRange | null) => onChange(next, next && next[0] && next[1] ? checkRange(next, rules, today) : null);

  return (
    <Box data-testid={testId}>
      <HStack gap="1" borderWidth="1px" rounded="md" px="2" h="8" bg="bg" borderColor={problem ? 'border.error' : 'border'} maxW="full">
        <Input
          type="date"
          size="xs"
          variant="flushed"
          border="0"
          minW="0"
          flex="1"
          value={start}
          max={end || max}
          disabled={disabled}
          aria-label={t('ui.dateRange.start')}
          data-testid={`${testId}-start`}
          onChange={(e) => emit([e.target.value, end])}
        />
        <Text fontSize="xs" color="fg.muted" flexShrink={0}>
          {t('ui.dateRange.separator')}
        </Text>
        <Input
          type="date"
          size="xs"
          variant="flushed"
          border="0"
          minW="0"
          flex="1"
          value={end}
          min={start || undefined}
          max={max}
          disabled={disabled}
          aria-label={t('ui.dateRange.end')}
          data-testid={`${testId}-end`}
          onChange={(e) => emit([start, e.target.value])}
        />
        {value && (
          <CloseButton size="2xs" aria-label={t('ui.dateRange.clear')} onClick={() => emit(null)} disabled={disabled} />
        )}
        <Popover.Root open={open} onOpenChange={(d) => setOpen(d.open)} positioning={{ placement: 'bottom-end', strategy: inOverlay ? 'fixed' : 'absolute' }} lazyMount>
          <Popover.Trigger asChild>
            <IconButton size="2xs" variant="ghost" aria-label={t('ui.dateRange.placeholder')} disabled={disabled} data-testid={`${testId}-shortcuts`}>
              <LuCalendarRange />
            </IconButton>
          </Popover.Trigger>
          <Portal disabled={inOverlay}>
            <Popover.Positioner>
              <Popover.Content w="auto">
                <Popover.Body p="2">
                  <SimpleGrid columns={3} gap="1">
                    {shortcuts.map((key) => (
                      <Button
                        key={key}
                        size="xs"
                        variant="ghost"
                        justifyContent="flex-start"
                        data-testid={`${testId}-shortcut-${key}`}
                        onClick={() => {
                          emit(shortcutRange(key, now()));
                          setOpen(false);
                        }}
                      >
                        {t(`ui.dateRange.shortcuts.${key}`)}
                      </Button>
                    ))}
                  </SimpleGrid>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      </HStack>
      {problem && (
        <Text fontSize="xs" color="fg.error" mt="1" data-testid={`${testId}-error`} role="alert">
          {t(`ui.dateRange.problems.${problem}`, { days: rules.maxDays })}
        </Text>
      )}
    </Box>
  );
}
