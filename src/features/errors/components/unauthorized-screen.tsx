/** /401: the signed-in account may not open what it asked for. */
import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuHouse, LuLogIn } from 'react-icons/lu';
import { StatusScreen } from '@/components/ui/status-screen';

export function UnauthorizedScreen() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      fullPage
      badge="401"
      title={t('errors.unauthorized.title')}
      body={t('errors.unauthorized.body')}
      actions={
        <>
          <Button asChild colorPalette="brand">
            <Link to="/">
              <LuHouse /> {t('errors.backHome')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/logout">
              <LuLogIn /> {t('errors.signIn')}
            </Link>
          </Button>
        </>
      }
    />
  );
}
