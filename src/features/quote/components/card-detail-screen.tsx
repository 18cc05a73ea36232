/**
 * 报价详情 (/saas/quote/card/:id): a card's party, kind and status (enable / disable), its versions (state, validity,
 * rows, who made it) and the chosen version's rows (components/version-panel). 新建版本 copies the latest version
 * into a draft from a date.
 */
import { Badge, Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { CardDto, VersionDto } from '@/domain/quote/api';
import { CARD_KIND_INFO } from '@/domain/quote/model';
import { formatDateTime } from '@/domain/relative-time';
import { toast } from '@/lib/toaster';
import { useCard, useCreateVersion, usePatchCard } from '../api/cards';
import { newIdempotencyKey } from '../api/keys';
import { cardListPath, chinaToday, langOf } from '../utils/kinds';
import { errorText, ProblemAlert, QuoteDialog, TextField } from './form-bits';
import { validityText } from './validity';
import { VersionPanel } from './version-panel';

export function CardDetailScreen() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const cardId = Number(id) || 0;
  const { t } = useTranslation();
  const card = useCard(cardId);
  if (card.isPending) return <Spinner m="6" />;
  if (!card.data)
    return (
      <Text m="6" color="fg.error" role="alert">
        {t('quote.detail.notFound')}
      </Text>
    );
  return <CardDetail card={card.data} />;
}

/** the version shown first: a draft being worked on, else the one in force, else the latest */
const firstVersion = (card: CardDto) => card.versions?.find((v) => v.state === 'DRAFT')?.id ?? card.current_version?.id ?? card.latest_version?.id ?? 0;

function CardDetail({ card }: { card: CardDto }) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const info = CARD_KIND_INFO[card.kind];
  const patch = usePatchCard(card.id);
  const [chosen, setChosen] = useState(() => firstVersion(card));
  const [newVersion, setNewVersion] = useState(false);
  const versions = useMemo(() => [...(card.versions ?? [])].sort((a, b) => b.version_no - a.version_no), [card.versions]);
  const version = versions.find((v) => v.id === chosen) ?? versions.find((v) => v.id === firstVersion(card)) ?? versions[0];

  const toggle = async () => {
    try {
      await patch.mutateAsync({ key: newIdempotencyKey(), body: { status: card.status ? 0 : 1 } });
    } catch (e) {
      toast.error(errorText(e));
    }
  };

  const columns = useMemo<DataTableColumn<VersionDto>[]>(
    () => [
      {
        key: 'no',
        title: '#',
        width: 70,
        value: (v) => t('quote.version.no', { no: v.version_no }),
        render: (v) => (
          <Text as="button" color="fg.info" cursor="pointer" fontWeight={v.id === version?.id ? 'bold' : undefined} onClick={() => setChosen(v.id)} data-testid="qt-version-link" data-no={v.version_no}>
            {t('quote.version.no', { no: v.version_no })}
          </Text>
        ),
      },
      { key: 'state', title: t('quote.columns.status'), width: 80, value: (v) => t(`quote.states.${v.state}`), render: (v) => <Badge colorPalette={v.state === 'DRAFT' ? 'orange' : 'green'}>{t(`quote.states.${v.state}`)}</Badge> },
      { key: 'validity', title: t('quote.columns.validity'), width: 190, value: (v) => validityText(t, v) },
      { key: 'rows', title: t('quote.columns.rows'), width: 70, value: (v) => v.row_count, align: 'end' },
      { key: 'by', title: t('quote.columns.updated'), width: 200, value: (v) => `${v.created_by_name} · ${formatDateTime(new Date(v.published_at ?? v.created_at))}` },
    ],
    [t, version?.id],
  );

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="qt-card-detail" data-kind={card.kind}>
      <HStack gap="2" flexWrap="wrap" justify="space-between">
        <HStack gap="2" flexWrap="wrap">
          <Button asChild size="sm" variant="ghost">
            <Link to={cardListPath(card.kind) as never}>
              <LuArrowLeft /> {info[lang]}
            </Link>
          </Button>
          <Heading size="md" data-testid="qt-card-title">
            {card.name}
          </Heading>
          <Badge colorPalette={card.status ? 'green' : 'gray'}>{t(card.status ? 'quote.status.active' : 'quote.status.disabled')}</Badge>
        </HStack>
        <HStack gap="2">
          <Button size="sm" variant="outline" loading={patch.isPending} onClick={() => void toggle()} data-testid="qt-card-toggle">
            {t(card.status ? 'quote.detail.disable' : 'quote.detail.enable')}
          </Button>
          <Button size="sm" colorPalette="brand" onClick={() => setNewVersion(true)} data-testid="qt-version-new">
            <LuPlus /> {t('quote.detail.newVersion')}
          </Button>
        </HStack>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t(`quote.parties.${card.party_type}`)}: {card.party_id === null ? t('quote.defaultParty', { type: t(`quote.parties.${card.party_type}`) }) : card.party_name} · {t(`quote.directions.${info.direction}`)} · {t('quote.columns.currency')}: <span data-testid="qt-card-currency">{t(`quote.currencies.${card.currency}`)}</span>
      </Text>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <Text fontWeight="semibold" pt="3">
          {t('quote.detail.versions')}
        </Text>
        <DataTable<VersionDto> pageKey="/saas/quote/card/versions" rows={versions} columns={columns} getRowId={(v) => String(v.id)} emptyText={t('quote.version.none')} height="180px" />
      </Box>
      {version && <VersionPanel key={version.id} kind={card.kind} cardId={card.id} version={version} />}
      {newVersion && (
        <NewVersionDialog
          cardId={card.id}
          onClose={() => setNewVersion(false)}
          onCreated={(v) => {
            setChosen(v.id);
            setNewVersion(false);
          }}
        />
      )}
    </Stack>
  );
}

function NewVersionDialog({ cardId, onClose, onCreated }: { cardId: number; onClose(): void; onCreated(v: VersionDto): void }) {
  const { t } = useTranslation();
  const key = useRef(newIdempotencyKey());
  const create = useCreateVersion(cardId);
  const [from, setFrom] = useState(chinaToday());
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    setProblem(null);
    try {
      const v = await create.mutateAsync({ key: key.current, body: { effective_from: from, effective_to: to || null } });
      toast.success(t('quote.detail.newVersionDone', { no: v.version_no }));
      onCreated(v);
    } catch (e) {
      setProblem(errorText(e));
    }
  };
  return (
    <QuoteDialog title={t('quote.detail.newVersionTitle')} testId="qt-version-create" size="sm" busy={create.isPending} submitLabel={t('quote.save')} onSubmit={() => void submit()} onClose={onClose}>
      <TextField label={t('quote.version.from')} type="date" value={from} onChange={setFrom} testId="qt-version-create-from" />
      <TextField label={t('quote.version.to')} type="date" value={to} onChange={setTo} />
      <ProblemAlert problem={problem} />
    </QuoteDialog>
  );
}
