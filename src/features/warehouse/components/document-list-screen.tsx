/** The one screen of the document list routes (入库单, 出库单, 锁定/解锁, 补货): the route picks the kind (document-lists.ts). */
import { Heading, Stack } from '@chakra-ui/react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { routeNameForPath } from '@/domain/route-catalog';
import { cleanSearch, documentListFor, type DocumentListConfig, type DocumentListSearch } from '../utils/document-lists';
import { DocumentList } from './document-list';
import { ReplenishPanel } from './replenish-panel';

export function DocumentListScreen() {
  const { pathname } = useLocation();
  const config = documentListFor(pathname);
  if (!config) return null;
  return <ConfiguredList key={config.path} config={config} />;
}

function ConfiguredList({ config }: { config: DocumentListConfig }) {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as DocumentListSearch;
  const navigate = useNavigate();
  const go = useCallback(
    (patch: Partial<DocumentListSearch>) => void navigate({ to: config.path, search: (prev: Record<string, unknown>) => cleanSearch({ ...prev, ...patch }) } as never),
    [navigate, config.path],
  );
  const title = t(`routes.${routeNameForPath(config.path)}`);
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="wh-document-list" data-kind={config.kind}>
      <Heading size="md">{title}</Heading>
      {config.kind === 'replenish' && <ReplenishPanel path={config.path} />}
      <DocumentList config={config} search={search} go={go} title={title} />
    </Stack>
  );
}
