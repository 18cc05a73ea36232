/** One dashboard stat card: status label, count and share, linking to the all-orders list. */
import { Card, Flex, Icon, Stat, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FitText } from '@/components/ui/fit-text/fit-text';
import { WAYBILL_ALL_PATH } from '@/domain/navbar-search';
import { statusStyle } from './status-style';

export interface StatusCardProps {
  status: string;
  count: number;
  total: number;
}

export function StatusCard({ status, count, total }: StatusCardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { palette, icon } = statusStyle(status);
  const label = t(`dashboard.status.${status}`, { defaultValue: status });
  const percent = total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
  const href = `${WAYBILL_ALL_PATH}?status=${encodeURIComponent(status)}`;

  return (
    <Card.Root
      asChild
      size="sm"
      variant="outline"
      bg="white"
      borderTopWidth="3px"
      borderTopColor={`${palette}.400`}
      transition="box-shadow 0.15s, transform 0.15s"
      _hover={{ boxShadow: 'md', transform: 'translateY(-1px)' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      <a
        href={href}
        data-testid="status-card"
        data-status={status}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          void navigate({ to: WAYBILL_ALL_PATH, search: { status } } as never);
        }}
      >
        <Card.Body>
          <Stat.Root>
            <Flex justify="space-between" align="flex-start" gap="2">
              <Stat.Label color="fg.muted" flex="1" minW="0">
                {/* the status name fits its card at up to 16 px (spec §9 font fit): long names shrink on narrow cards */}
                <FitText data-testid="status-label">{label}</FitText>
              </Stat.Label>
              <Flex boxSize="30px" rounded="md" align="center" justify="center" bg={`${palette}.50`} color={`${palette}.600`} flexShrink={0}>
                <Icon as={icon} boxSize="16px" />
              </Flex>
            </Flex>
            <Stat.ValueText fontSize="2xl" fontWeight="semibold" data-testid="status-count">
              {count.toLocaleString()}
            </Stat.ValueText>
            <Text fontSize="xs" color="fg.subtle">
              {t('dashboard.share', { percent })}
            </Text>
          </Stat.Root>
        </Card.Body>
      </a>
    </Card.Root>
  );
}
