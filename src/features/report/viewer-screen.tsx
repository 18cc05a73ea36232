/**
 * 报表 (/ss-fhb/report/index/:id): the report viewer — the id names a report of the registry
 * (src/domain/report/registry.ts), rendered with the filters of this URL; an unknown id says so.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams, useSearch } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { reportById, type ReportId } from '@/domain/report/registry';
import { FeedbackReportScreen } from './feedback-screen';
import { OrderDailyReportScreen } from './order-daily-screen';
import { ReceivableReportScreen } from './receivable-screen';
import { ShopCostReportScreen } from './shop-cost-screen';

const SCREENS: Record<ReportId, ComponentType> = {
  receivable: ReceivableReportScreen,
  shopCost: ShopCostReportScreen,
  feedback: FeedbackReportScreen,
  orderDaily: OrderDailyReportScreen,
};

export function ReportViewerScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const report = reportById(id);
  if (!report) {
    return (
      <Stack p={{ base: '3', md: '4' }} gap="2" data-testid="report-viewer-unknown">
        <Text color="fg.error" role="alert">
          {t('reports.viewer.unknown', { id })}
        </Text>
      </Stack>
    );
  }
  const Screen = SCREENS[report.id];
  return (
    <Stack gap="0" data-testid={`report-viewer-${report.id}`}>
      <Screen />
      <Stack px={{ base: '3', md: '4' }} pb="3" align="start">
        <Button asChild size="xs" variant="outline">
          <RouterLink to={report.path as never} search={search as never} data-testid="report-viewer-open-page">{t('reports.viewer.openPage')}</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
