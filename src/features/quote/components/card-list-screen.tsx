/**
 * One rate-card screen for all eleven kinds (/saas/quote/{kind}/index; the kind from the path): the cards of the
 * kind with their party, status, the version in force and the latest (maybe a draft); filters, page and page size
 * in the URL; 新建报价 opens the create dialog and then the new card.
 */
import { Badge, Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn, TableView } from '@/components/ui/data-table/types';
import type { CardDto } from '@/domain/quote/api';
import { CARD_KIND_INFO, PARTY_TYPES, type CardKind } from '@/domain/quote/model';
import { formatDateTime } from '@/domain/relative-time';
import { CARDS_URL } from '../api/cards';
import { cleanSearch, type CardListSearch } from '../utils/card-search';
import { cardDetailPath, cardListPath, kindForPath, langOf } from '../utils/kinds';
import { CardCreateDialog } from './card-create-dialog';
import { SelectField } from './form-bits';
import { validityText, versionText } from './validity';

export function CardListScreen() {
  const { pathname } = useLocation();
  const kind = kindForPath(pathname);
  if (!kind) return null;
  return <CardList key={kind} kind={kind} />;
}

function CardList({ kind }: { kind: CardKind }) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const info = CARD_KIND_INFO[kind];
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as CardListSearch;
  const [creating, setCreating] = useState(false);
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const path = cardListPath(kind);
  const go = useCallback((patch: Partial<CardListSearch>) => void navigate({ to: path, search: (prev: Record<string, unknown>) => cleanSearch({ ...prev, ...patch }) } as never), [navigate, path]);
  const open = useCallback((id: number) => void navigate({ to: cardDetailPath(id) } as never), [navigate]);

  const columns = useMemo<DataTableColumn<CardDto>[]>(
    () => [
      {
        key: 'name',
        title: t('quote.columns.name'),
        width: 200,
        value: (r) => r.name,
        render: (r) => (
          <Text as="button" color="fg.info" textAlign="start" cursor="pointer" onClick={() => open(r.id)} data-testid="qt-card-link">
            {r.name}
          </Text>
        ),
      },
      { key: 'party', title: t('quote.columns.party'), width: 180, value: (r) => (r.party_id === null ? t('quote.create.partyDefault') : r.party_name) },
      { key: 'party_type', title: t('quote.columns.partyType'), width: 100, value: (r) => t(`quote.parties.${r.party_type}`) },
      {
        key: 'status',
        title: t('quote.columns.status'),
        width: 70,
        value: (r) => t(r.status ? 'quote.status.active' : 'quote.status.disabled'),
        render: (r) => <Badge colorPalette={r.status ? 'green' : 'gray'}>{t(r.status ? 'quote.status.active' : 'quote.status.disabled')}</Badge>,
      },
      { key: 'current', title: t('quote.columns.current'), width: 90, value: (r) => (r.current_version ? t('quote.version.no', { no: r.current_version.version_no }) : t('quote.version.none')) },
      { key: 'validity', title: t('quote.columns.validity'), width: 190, value: (r) => (r.current_version ? validityText(t, r.current_version) : '') },
      // the code (CNY) in the narrow column; the card's detail names it
      { key: 'currency', title: t('quote.columns.currency'), width: 80, value: (r) => r.currency },
      {
        key: 'latest',
        title: t('quote.columns.latest'),
        width: 230,
        value: (r) => (r.latest_version ? `${versionText(t, r.latest_version)} (${t(`quote.states.${r.latest_version.state}`)})` : ''),
        render: (r) =>
          r.latest_version ? (
            <HStack gap="1">
              <Text>{versionText(t, r.latest_version)}</Text>
              {r.latest_version.state === 'DRAFT' && <Badge colorPalette="orange">{t('quote.states.DRAFT')}</Badge>}
            </HStack>
          ) : null,
      },
      { key: 'updated_at', title: t('quote.columns.updated'), width: 140, value: (r) => formatDateTime(new Date(r.updated_at)) },
    ],
    [t, open],
  );
  const params = useMemo(() => ({ kind, keyword: search.keyword, status: search.status, party_type: search.party_type }), [kind, search.keyword, search.status, search.party_type]);
  const view: TableView = { page: search.page, per_page: search.per_page };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ keyword: keyword.trim() || undefined, page: undefined });
  };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="qt-card-list" data-kind={kind}>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Stack gap="0">
          <Heading size="md">{info[lang]}</Heading>
          <Text fontSize="xs" color="fg.muted">
            {t('quote.list.intro', { direction: t(`quote.directions.${info.direction}`), rows: t(`quote.shapes.${info.rows}`), zone: t(`quote.zones.${info.zone}`) })}
          </Text>
        </Stack>
        <Button size="sm" colorPalette="brand" onClick={() => setCreating(true)} data-testid="qt-card-new">
          <LuPlus /> {t('quote.list.create')}
        </Button>
      </HStack>
      <Box as="form" onSubmit={submit} bg="bg" borderRadius="md" borderWidth="1px" p="3">
        <HStack gap="2" flexWrap="wrap" align="end">
          <Input size="sm" w={{ base: 'full', sm: '220px' }} placeholder={t('quote.list.keyword')} aria-label={t('quote.list.keyword')} value={keyword} onChange={({ currentTarget: { value } }) => setKeyword(value)} data-testid="qt-card-keyword" />
          <SelectField
            w={{ base: 'full', sm: '140px' }}
            value={search.status ?? ''}
            options={[{ value: '', label: t('quote.list.allStatuses') }, { value: '1', label: t('quote.status.active') }, { value: '0', label: t('quote.status.disabled') }]}
            onChange={(v) => go({ status: (v || undefined) as CardListSearch['status'], page: undefined })}
          />
          {info.parties.length > 1 && (
            <SelectField
              w={{ base: 'full', sm: '160px' }}
              value={search.party_type ?? ''}
              options={[{ value: '', label: t('quote.list.allPartyTypes') }, ...PARTY_TYPES.filter((p) => info.parties.includes(p)).map((p) => ({ value: p, label: t(`quote.parties.${p}`) }))]}
              onChange={(v) => go({ party_type: (v || undefined) as CardListSearch['party_type'], page: undefined })}
            />
          )}
          <Button type="submit" size="sm" variant="outline">
            {t('quote.search')}
          </Button>
        </HStack>
      </Box>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<CardDto>
          pageKey={path}
          url={CARDS_URL}
          params={params}
          columns={columns}
          getRowId={(r) => String(r.id)}
          view={view}
          onViewChange={(p) => go(p)}
          emptyText={t('quote.list.empty')}
          exportConfig={{ prefix: info[lang] }}
        />
      </Box>
      {creating && <CardCreateDialog kind={kind} onClose={() => setCreating(false)} onCreated={(id) => open(id)} />}
    </Stack>
  );
}
