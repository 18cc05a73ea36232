/** The review status of a company: pending (orange), approved (green), rejected (red). */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '@/domain/organization';

const COLOR = { pending: 'orange', approved: 'green', rejected: 'red' } as const;

export function ReviewBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={COLOR[status]} variant="subtle" data-testid="review-status">
      {t(`platform.review.${status}`)}
    </Badge>
  );
}
