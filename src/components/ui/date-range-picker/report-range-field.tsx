/**
 * A report's date range: the shared picker with its limit and, under it, why the range cannot be searched (too long,
 * reversed, …) in the user's language. The report screens (abnormal, stowage plan, over-area) share it.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DateRange, RangeProblem } from '@/domain/date-shortcuts';
import { DateRangePicker } from './date-range-picker';

export interface ReportRangeFieldProps {
  value: DateRange | null;
  problem: RangeProblem | null;
  maxDays: number;
  onChange(next: DateRange | null, problem: RangeProblem | null): void;
  'data-testid'?: string;
}

export function ReportRangeField({ value, problem, maxDays, onChange, 'data-testid': testId }: ReportRangeFieldProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="0">
      <DateRangePicker value={value} maxDays={maxDays} onChange={onChange} data-testid={testId} />
      {problem && (
        <Text fontSize="xs" color="fg.error">
          {t(`ui.dateRange.problems.${problem}`, { days: maxDays })}
        </Text>
      )}
    </Stack>
  );
}
