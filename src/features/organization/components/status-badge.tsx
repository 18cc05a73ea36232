/** Enabled / disabled badge of an account. */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function AccountStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Badge colorPalette={status === 1 ? 'green' : 'gray'} variant="subtle" data-testid="account-status">
      {t(status === 1 ? 'organization.status.enabled' : 'organization.status.disabled')}
    </Badge>
  );
}
