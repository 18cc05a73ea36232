/**
 * 生成商家报价 (/saas/quote/consignorGenerate/index): a template's cards written as consignors' own cards — choose the
 * template and consignors (its bound ones offered), adjust every price by ± %, round to the fen / 0.10 / 1 yuan, from
 * a date; 预览 lists every price that changes (from → to) per consignor and kind; 生成 writes them (drafts to review,
 * or published at once). One Idempotency-Key per preview: saving twice writes once.
 */
import { Box, Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import { ROUNDINGS, type GeneratePreviewDto, type Rounding } from '@/domain/quote/api';
import { CARD_KIND_INFO } from '@/domain/quote/model';
import { formatYuan } from '@/domain/money';
import { toast } from '@/lib/toaster';
import { useGenerate, usePreviewGenerate, writtenCount, type GenerateBody } from '../api/generate';
import { newIdempotencyKey } from '../api/keys';
import { useAllTemplates } from '../api/templates';
import { chinaToday, GENERATE_PATH, langOf } from '../utils/kinds';
import { quoteMessage } from '../utils/row-form';
import { parseSignedPercent } from '../utils/units';
import { ConsignorListField, type Named } from './consignor-list-field';
import { errorText, ProblemAlert, SelectField, TextField } from './form-bits';

interface ChangeRow {
  key: string;
  consignor: string;
  kind: string;
  card: string;
  row: number;
  field: string;
  from: number;
  to: number;
}

export function GenerateScreen() {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const templates = useAllTemplates();
  const preview = usePreviewGenerate();
  const generate = useGenerate();
  const [templateId, setTemplateId] = useState('');
  const [consignors, setConsignors] = useState<Named[]>([]);
  const [adjust, setAdjust] = useState('0');
  const [rounding, setRounding] = useState<Rounding>('FEN');
  const [from, setFrom] = useState(chinaToday());
  const [publish, setPublish] = useState(false);
  const [shown, setShown] = useState<{ body: GenerateBody; answer: GeneratePreviewDto; key: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = templates.data ?? [];

  const chooseTemplate = (id: string) => {
    setTemplateId(id);
    setShown(null);
    setConsignors(list.find((x) => String(x.id) === id)?.consignors ?? []);
  };

  const body = (): GenerateBody | null => {
    const bp = parseSignedPercent(adjust);
    if (bp === null) return setProblem(quoteMessage('qtAdjustRange', lang)), null;
    if (!templateId) return setProblem(t('quote.generate.chooseTemplate')), null;
    return { template_id: Number(templateId), consignor_ids: consignors.map((c) => c.id), adjust_bp: bp, rounding, effective_from: from, publish };
  };

  const runPreview = async () => {
    setProblem(null);
    const b = body();
    if (!b) return;
    try {
      setShown({ body: b, answer: await preview.mutateAsync(b), key: newIdempotencyKey() });
    } catch (e) {
      setShown(null);
      setProblem(errorText(e));
    }
  };

  const save = async () => {
    if (!shown) return;
    setProblem(null);
    try {
      const answer = await generate.mutateAsync({ body: shown.body, key: shown.key });
      toast.success(t('quote.generate.saved', { count: writtenCount(answer) || shown.answer.cards.length }));
      setShown(null);
    } catch (e) {
      setProblem(errorText(e));
    }
  };

  const rows = useMemo<ChangeRow[]>(
    () =>
      (shown?.answer.cards ?? []).flatMap((c, ci) =>
        c.changes.map((ch, i) => ({
          key: `${ci}-${i}`,
          consignor: c.consignor_name,
          kind: CARD_KIND_INFO[c.kind][lang],
          card: c.existing_card_id ? t('quote.generate.existing', { id: c.existing_card_id }) : t('quote.generate.newCard'),
          row: ch.row,
          field: t(`quote.generate.fields.${ch.field}`, { defaultValue: ch.field }),
          from: ch.from_cents,
          to: ch.to_cents,
        })),
      ),
    [shown, lang, t],
  );
  const columns = useMemo<DataTableColumn<ChangeRow>[]>(
    () => [
      { key: 'consignor', title: t('quote.generate.cols.consignor'), width: 150, value: (r) => r.consignor },
      { key: 'kind', title: t('quote.generate.cols.kind'), width: 130, value: (r) => r.kind },
      { key: 'card', title: t('quote.generate.cols.card'), width: 150, value: (r) => r.card },
      { key: 'row', title: t('quote.generate.cols.row'), width: 50, value: (r) => r.row, align: 'end' },
      { key: 'field', title: t('quote.generate.cols.field'), width: 120, value: (r) => r.field },
      { key: 'from', title: t('quote.generate.cols.from'), width: 100, value: (r) => formatYuan(r.from), align: 'end' },
      { key: 'to', title: t('quote.generate.cols.to'), width: 100, value: (r) => formatYuan(r.to), align: 'end' },
    ],
    [t],
  );

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="qt-generate">
      <Heading size="md">{t('routes.saasQuoteConsignorGenerateIndex')}</Heading>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="3">
        <Stack gap="3">
          <HStack gap="2" align="end" flexWrap="wrap">
            <SelectField w={{ base: 'full', sm: '220px' }} label={t('quote.generate.template')} value={templateId} options={[{ value: '', label: t('quote.generate.chooseTemplate') }, ...list.map((x) => ({ value: String(x.id), label: x.name }))]} onChange={chooseTemplate} testId="qt-generate-template" />
            <TextField w={{ base: 'full', sm: '110px' }} label={t('quote.generate.adjust')} value={adjust} inputMode="decimal" onChange={(v) => (setAdjust(v), setShown(null))} testId="qt-generate-adjust" />
            <SelectField w={{ base: 'full', sm: '150px' }} label={t('quote.generate.rounding')} value={rounding} options={ROUNDINGS.map((r) => ({ value: r, label: t(`quote.generate.roundings.${r}`) }))} onChange={(v) => (setRounding(v as Rounding), setShown(null))} testId="qt-generate-rounding" />
            <TextField w={{ base: 'full', sm: '170px' }} label={t('quote.generate.from')} type="date" value={from} onChange={(v) => (setFrom(v), setShown(null))} testId="qt-generate-from" />
          </HStack>
          <ConsignorListField label={t('quote.generate.consignors')} value={consignors} onChange={(v) => (setConsignors(v), setShown(null))} testId="qt-generate-consignors" />
          <Checkbox.Root size="sm" checked={publish} onCheckedChange={(d) => (setPublish(d.checked === true), setShown(null))} data-testid="qt-generate-publish">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('quote.generate.publish')}</Checkbox.Label>
          </Checkbox.Root>
          <HStack gap="2">
            <Button size="sm" variant="outline" loading={preview.isPending} onClick={() => void runPreview()} data-testid="qt-generate-preview">
              {t('quote.generate.preview')}
            </Button>
            <Button size="sm" colorPalette="brand" disabled={!shown} loading={generate.isPending} onClick={() => void save()} data-testid="qt-generate-save">
              {t('quote.generate.save')}
            </Button>
          </HStack>
          <ProblemAlert problem={problem} testId="qt-generate-error" />
        </Stack>
      </Box>
      {shown && (
        <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0" data-testid="qt-generate-result">
          <Text fontWeight="semibold" pt="3">
            {shown.answer.cards.map((c) => `${c.consignor_name} · ${CARD_KIND_INFO[c.kind][lang]}`).join('；')}
          </Text>
          <DataTable<ChangeRow> pageKey={GENERATE_PATH} rows={rows} columns={columns} getRowId={(r) => r.key} emptyText={t('quote.generate.noChanges')} height="320px" />
        </Box>
      )}
    </Stack>
  );
}
