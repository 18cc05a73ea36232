/** 'n min ago' for a transporter's last report, or 'no position yet'. */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PositionDto } from '@/domain/transporter-map';
import { reportAge } from '../utils/live-positions';

export function ReportAgeText({ position, now }: { position: PositionDto | null; now: number }) {
  const { t } = useTranslation();
  if (!position) return <Text as="span">{t('transporterMap.never')}</Text>;
  const age = reportAge(position.recorded_at, now);
  return (
    <Text as="span" title={new Date(position.recorded_at).toLocaleString()} data-testid="transporter-age">
      {age.key === 'justNow' ? t('transporterMap.age.justNow') : t(`transporterMap.age.${age.key}`, { count: age.count })}
    </Text>
  );
}
