/**
 * 商家报价模板 (/saas/quote/consignorTemplate/index): the consignor quote templates — name, memo, bound consignors and
 * their cards (each opens the card screen) — in the shared data table; 新建模板 / 编辑 with the bound consignors.
 * A template's cards are made on the consignor quote screens with party 报价模板.
 */
import { Box, Button, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import type { TemplateDto } from '@/domain/quote/api';
import { CARD_KIND_INFO } from '@/domain/quote/model';
import { toast } from '@/lib/toaster';
import { newIdempotencyKey } from '../api/keys';
import { TEMPLATES_URL, useSaveTemplate } from '../api/templates';
import { cardDetailPath, langOf, TEMPLATE_PATH } from '../utils/kinds';
import { ConsignorListField, type Named } from './consignor-list-field';
import { errorText, ProblemAlert, QuoteDialog, TextField } from './form-bits';

export function TemplateScreen() {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const [editing, setEditing] = useState<TemplateDto | 'new' | null>(null);
  const columns = useMemo<DataTableColumn<TemplateDto>[]>(
    () => [
      { key: 'name', title: t('quote.templates.name'), width: 160, value: (r) => r.name },
      { key: 'memo', title: t('quote.templates.memo'), width: 160, value: (r) => r.memo },
      { key: 'consignors', title: t('quote.templates.consignors'), width: 220, value: (r) => r.consignors.map((c) => c.name).join('、') },
      {
        key: 'cards',
        title: t('quote.templates.cards'),
        width: 320,
        value: (r) => r.cards.map((c) => c.name).join('、'),
        render: (r) => (
          <Wrap gap="2">
            {r.cards.map((c) => (
              <Link key={c.id} to={cardDetailPath(c.id) as never} data-testid="qt-template-card">
                <Text as="span" color="fg.info">
                  {CARD_KIND_INFO[c.kind][lang]}
                  {c.current_version_no ? ` V${c.current_version_no}` : ''}
                </Text>
              </Link>
            ))}
          </Wrap>
        ),
      },
      {
        key: 'actions',
        title: '',
        width: 80,
        value: () => '',
        render: (r) => (
          <Button size="xs" variant="outline" onClick={() => setEditing(r)} data-testid="qt-template-edit">
            {t('quote.templates.edit')}
          </Button>
        ),
      },
    ],
    [t, lang],
  );
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="qt-templates">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading size="md">{t('routes.saasQuoteConsignorTemplateIndex')}</Heading>
        <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')} data-testid="qt-template-new">
          <LuPlus /> {t('quote.templates.create')}
        </Button>
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1" minW="0">
        <DataTable<TemplateDto> pageKey={TEMPLATE_PATH} url={TEMPLATES_URL} columns={columns} getRowId={(r) => String(r.id)} emptyText={t('quote.templates.empty')} />
      </Box>
      {editing && <TemplateDialog template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function TemplateDialog({ template, onClose }: { template: TemplateDto | null; onClose(): void }) {
  const { t } = useTranslation();
  const key = useRef(newIdempotencyKey());
  const save = useSaveTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [memo, setMemo] = useState(template?.memo ?? '');
  const [consignors, setConsignors] = useState<Named[]>(template?.consignors ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    setProblem(null);
    try {
      await save.mutateAsync({ id: template?.id, key: key.current, body: { name, memo, consignor_ids: consignors.map((c) => c.id) } });
      toast.success(t('quote.templates.saved'));
      onClose();
    } catch (e) {
      setProblem(errorText(e));
    }
  };
  return (
    <QuoteDialog title={template ? t('quote.templates.edit') : t('quote.templates.create')} testId="qt-template-dialog" busy={save.isPending} submitLabel={t('quote.save')} onSubmit={() => void submit()} onClose={onClose}>
      <TextField label={t('quote.templates.name')} value={name} onChange={setName} testId="qt-template-name" />
      <TextField label={t('quote.templates.memo')} value={memo} onChange={setMemo} multiline />
      <ConsignorListField label={t('quote.templates.consignors')} value={consignors} onChange={setConsignors} testId="qt-template-consignors" />
      {template && template.cards.length === 0 && (
        <Text fontSize="xs" color="fg.muted">
          {t('quote.templates.noCards')}
        </Text>
      )}
      <ProblemAlert problem={problem} />
    </QuoteDialog>
  );
}
