/** Dashboard /saas/dashboard/index: order counts per status as stat cards, plus the total and the company's all-time figures. */
import { Alert, Box, Button, Card, Flex, Heading, SimpleGrid, Skeleton, Stat, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuLayers, LuRefreshCw } from 'react-icons/lu';
import { WAYBILL_ALL_PATH } from '@/domain/navbar-search';
import { useCumulative } from '../api/get-cumulative';
import { normalizeStatusCounts, useStatusSum } from '../api/get-status-sum';
import { StatusCard } from './status-card';

const GRID = { base: 2, md: 3, lg: 4, xl: 5 } as const;

export function DashboardScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stats = useStatusSum();
  // the company's all-time figures (GET /user/users/getCumulative); a failure only leaves the line out
  const cumulative = useCumulative();
  const { rows, total } = useMemo(() => normalizeStatusCounts(stats.data ?? []), [stats.data]);

  return (
    <Box data-testid="dashboard-screen">
      <Flex justify="space-between" align={{ base: 'flex-start', sm: 'center' }} gap="3" mb="4" direction={{ base: 'column', sm: 'row' }}>
        <Box>
          <Heading size="md">{t('dashboard.title')}</Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('dashboard.subtitle')}
          </Text>
          {cumulative.data && (
            <Text fontSize="xs" color="fg.muted" mt="1" data-testid="dashboard-cumulative">
              {t('dashboard.cumulative', {
                orders: cumulative.data.order_total.toLocaleString(),
                signed: cumulative.data.order_signed.toLocaleString(),
                accounts: cumulative.data.account_total,
                days: cumulative.data.days_used,
              })}
            </Text>
          )}
        </Box>
        <Button size="sm" variant="outline" bg="white" onClick={() => void stats.refetch()} loading={stats.isFetching} data-testid="dashboard-refresh">
          <LuRefreshCw /> {t('dashboard.refresh')}
        </Button>
      </Flex>

      {stats.isError ? (
        <Alert.Root status="error" data-testid="dashboard-error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('dashboard.loadFailed')}</Alert.Title>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void stats.refetch()}>
            {t('dashboard.retry')}
          </Button>
        </Alert.Root>
      ) : stats.isPending ? (
        <SimpleGrid columns={GRID} gap="4" data-testid="dashboard-loading">
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} h="112px" rounded="md" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          <Card.Root
            asChild
            mb="4"
            bgGradient="to-r"
            gradientFrom="brand.600"
            gradientTo="cyan.500"
            color="white"
            border="none"
            _hover={{ boxShadow: 'lg' }}
          >
            <a
              href={WAYBILL_ALL_PATH}
              data-testid="status-total"
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                void navigate({ to: WAYBILL_ALL_PATH } as never);
              }}
            >
              <Card.Body py="5">
                <Flex align="center" justify="space-between">
                  <Stat.Root>
                    <Stat.Label color="whiteAlpha.800">{t('dashboard.total')}</Stat.Label>
                    <Stat.ValueText fontSize="3xl" data-testid="status-total-count">
                      {total.toLocaleString()}
                    </Stat.ValueText>
                  </Stat.Root>
                  <Box opacity={0.35}>
                    <LuLayers size="48" />
                  </Box>
                </Flex>
              </Card.Body>
            </a>
          </Card.Root>
          <SimpleGrid columns={GRID} gap="4">
            {rows.map((r) => (
              <StatusCard key={r.status} status={r.status} count={r.count} total={total} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Box>
  );
}
