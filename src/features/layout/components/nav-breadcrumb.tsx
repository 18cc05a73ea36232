/** Breadcrumb of the open page: home › the menu groups above it › its title. */
import { Breadcrumb } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuQuery } from '@/lib/session/queries';
import { useVariant } from '@/lib/variant';
import { activeChain } from '../utils/menu-tree';
import { isWelcomePath, routeTitle } from '../utils/route-title';

export function NavBreadcrumb() {
  const { t, i18n } = useTranslation();
  const variant = useVariant();
  const { data: items } = useQuery(menuQuery(variant.appCode));
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const groups = useMemo(() => {
    const list = items ?? [];
    const ids = activeChain(list, pathname);
    const byId = new Map(list.map((m) => [m.id, m]));
    const chain = ids.map((id) => byId.get(id)!).filter(Boolean);
    // the last entry is the page itself when the page is in the menu
    const last = chain[chain.length - 1];
    return last && last.path === pathname ? chain.slice(0, -1) : chain.filter((m) => m.path !== pathname);
  }, [items, pathname]);
  const title = routeTitle(pathname, { lang: i18n.language, welcomeTitle: t('layout.welcomeTitle') });
  const atHome = isWelcomePath(pathname);

  return (
    <Breadcrumb.Root size="sm" data-testid="breadcrumb" minW="0" overflow="hidden">
      <Breadcrumb.List flexWrap="nowrap" minW="0">
        {!atHome && (
          <>
            <Breadcrumb.Item flexShrink={0} whiteSpace="nowrap">
              <Breadcrumb.Link asChild color="fg.muted">
                <Link to="/">{t('layout.breadcrumbHome')}</Link>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator flexShrink={0} />
          </>
        )}
        {groups.map((g) => (
          // menu groups only where there is room for them (narrow navbars keep home › title)
          <Breadcrumb.Item key={g.id} color="fg.muted" whiteSpace="nowrap" flexShrink={0} display={{ base: 'none', xl: 'inline-flex' }}>
            {g.name}
            <Breadcrumb.Separator />
          </Breadcrumb.Item>
        ))}
        <Breadcrumb.Item minW="0">
          <Breadcrumb.CurrentLink whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis" display="block" fontWeight="medium">
            {title}
          </Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
