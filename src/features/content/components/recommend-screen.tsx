/** /saas/marketing/recommend/index: the platform admin recommends servicers to merchants; merchants see the list. */
import { Box, Button, Field, HStack, Heading, Input, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { RecommendItem } from '@/domain/content/api';
import { ApiError } from '@/lib/api-client';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { recommendQuery, useRecommendWrite } from '../api/marketing';
import { formatTime } from '../utils/format';
import { ContentDialog, useDialogWrite } from './content-dialog';

function RecommendDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const write = useRecommendWrite();
  const [form, setForm] = useState({ servicer_company_id: '', headline: '', sort: '0' });
  const { problem, outcome } = useDialogWrite(onClose);
  const f = (k: string) => t(`content.recommend.fields.${k}`);
  const submit = () => write.mutate({ add: { servicer_company_id: Number(form.servicer_company_id), headline: form.headline, sort: Number(form.sort) || 0 } }, outcome);
  return (
    <ContentDialog name="recommend" title={t('content.recommend.add')} problem={problem} busy={write.isPending} onSubmit={submit} onClose={onClose}>
      <Field.Root required>
        <Field.Label>{f('servicerId')}</Field.Label>
        <Input size="sm" inputMode="numeric" value={form.servicer_company_id} onChange={(e) => setForm({ ...form, servicer_company_id: e.currentTarget.value })} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{f('headline')}</Field.Label>
        <Input size="sm" maxLength={80} value={form.headline} onChange={(e) => setForm({ ...form, headline: e.currentTarget.value })} />
      </Field.Root>
      <Field.Root>
        <Field.Label>{f('sort')}</Field.Label>
        <Input size="sm" inputMode="numeric" value={form.sort} onChange={(e) => setForm({ ...form, sort: e.currentTarget.value })} />
      </Field.Root>
    </ContentDialog>
  );
}

export function RecommendScreen() {
  const { t } = useTranslation();
  const me = useTokenPayload();
  const platform = me?.app_code === 'FMZY' && me.main_type === 'admin';
  const query = useQuery(recommendQuery());
  const write = useRecommendWrite();
  const [adding, setAdding] = useState(false);
  const { mutate } = write;

  const columns = useMemo<DataTableColumn<RecommendItem>[]>(() => {
    const f = (k: string) => t(`content.recommend.fields.${k}`);
    const cols: DataTableColumn<RecommendItem>[] = [
      { key: 'servicer_name', title: f('servicer'), width: 200, value: (r) => r.servicer_name },
      { key: 'headline', title: f('headline'), width: 280, value: (r) => r.headline },
      { key: 'contact_phone', title: f('phone'), width: 130, value: (r) => r.contact_phone },
    ];
    if (!platform) return cols;
    return [
      ...cols,
      { key: 'sort', title: f('sort'), width: 70, value: (r) => r.sort, align: 'end' },
      { key: 'created_at', title: f('createdAt'), width: 160, value: (r) => formatTime(r.created_at) },
      {
        key: 'actions',
        title: t('content.actions'),
        width: 90,
        value: () => '',
        render: (r) => (
          <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => mutate({ remove: r.id }, { onError: (e) => toast.error(e instanceof ApiError ? e.msg : t('content.failed')) })}>
            {t('content.recommend.remove')}
          </Button>
        ),
      },
    ];
  }, [t, platform, mutate]);

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="recommend-screen" minW="0">
      <HStack justify="space-between">
        <Heading size="md">{t('content.recommend.title')}</Heading>
        {platform && (
          <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)} data-testid="recommend-add">
            {t('content.recommend.add')}
          </Button>
        )}
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<RecommendItem> pageKey="/saas/marketing/recommend/index" columns={columns} rows={query.data ?? []} getRowId={(r) => String(r.id)} emptyText={t('content.recommend.empty')} height="60vh" />
      </Box>
      {adding && <RecommendDialog onClose={() => setAdding(false)} />}
    </Stack>
  );
}
