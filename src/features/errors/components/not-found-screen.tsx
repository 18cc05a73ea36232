/** /404: unknown or non-permitted paths land here (spec §2.2). */
import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuHouse } from 'react-icons/lu';
import { StatusScreen } from '@/components/ui/status-screen';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      fullPage
      badge="404"
      title={t('errors.notFound.title')}
      body={t('errors.notFound.body')}
      actions={
        <Button asChild colorPalette="brand">
          <Link to="/">
            <LuHouse /> {t('errors.backHome')}
          </Link>
        </Button>
      }
    />
  );
}
