/**
 * One version of a card: its dates, state and rows. A draft is edited here — dates, add / edit / delete rows (each
 * change saved as the whole draft with PUT /quote/versions/:id), Excel import — then published or deleted; a
 * published version is read only (a change is a new version from a date).
 */
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import type { VersionDto } from '@/domain/quote/api';
import type { CardKind, RateRow } from '@/domain/quote/model';
import { toast } from '@/lib/toaster';
import { useDeleteVersion, usePublishVersion, useSaveVersion } from '../api/cards';
import { newIdempotencyKey } from '../api/keys';
import { errorText, ProblemAlert, QuoteDialog, TextField } from './form-bits';
import { RowFormDialog } from './row-form-dialog';
import { VersionExcel } from './version-excel';
import { VersionRows } from './version-rows';

export interface VersionPanelProps {
  kind: CardKind;
  cardId: number;
  version: VersionDto;
}

type Confirming = 'publish' | 'delete' | null;

export function VersionPanel({ kind, cardId, version }: VersionPanelProps) {
  const { t } = useTranslation();
  const draft = version.state === 'DRAFT';
  const save = useSaveVersion(cardId);
  const publish = usePublishVersion(cardId);
  const remove = useDeleteVersion(cardId);
  const [from, setFrom] = useState(version.effective_from);
  const [to, setTo] = useState(version.effective_to ?? '');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const write = async (rows: RateRow[], dates = { effective_from: version.effective_from, effective_to: version.effective_to }) => {
    setProblem(null);
    try {
      await save.mutateAsync({ id: version.id, key: newIdempotencyKey(), body: { ...dates, rows } });
      return true;
    } catch (e) {
      setProblem(errorText(e));
      return false;
    }
  };
  const saveRow = async (row: RateRow) => {
    const rows = editing === 'new' || editing === null ? [...version.rows, row] : version.rows.map((r, i) => (i === editing ? row : r));
    if (await write(rows)) setEditing(null);
  };
  const saveDates = async () => {
    if (await write(version.rows, { effective_from: from, effective_to: to || null })) toast.success(t('quote.detail.saved'));
  };
  const act = async () => {
    setProblem(null);
    try {
      if (confirming === 'publish') {
        await publish.mutateAsync({ id: version.id, key: newIdempotencyKey() });
        toast.success(t('quote.detail.published', { no: version.version_no }));
      } else if (confirming === 'delete') {
        await remove.mutateAsync({ id: version.id, key: newIdempotencyKey() });
        toast.success(t('quote.detail.deleted'));
      }
    } catch (e) {
      setProblem(errorText(e));
    }
    setConfirming(null);
  };

  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" minW="0" data-testid="qt-version" data-state={version.state} data-no={version.version_no}>
      <Stack gap="3">
        <HStack gap="2" flexWrap="wrap" justify="space-between">
          <HStack gap="2">
            <Text fontWeight="semibold">{t('quote.detail.rows', { no: version.version_no })}</Text>
            <Badge colorPalette={draft ? 'orange' : 'green'}>{t(`quote.states.${version.state}`)}</Badge>
          </HStack>
          {draft && (
            <HStack gap="2">
              <Button size="sm" colorPalette="brand" onClick={() => setConfirming('publish')} data-testid="qt-version-publish">
                {t('quote.detail.publish')}
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming('delete')} data-testid="qt-version-delete">
                {t('quote.detail.deleteDraft')}
              </Button>
            </HStack>
          )}
        </HStack>
        {draft ? (
          <HStack gap="2" align="end" flexWrap="wrap">
            <TextField w={{ base: 'full', sm: '170px' }} label={t('quote.version.from')} type="date" value={from} onChange={setFrom} testId="qt-version-from" />
            <TextField w={{ base: 'full', sm: '170px' }} label={t('quote.version.to')} type="date" value={to} onChange={setTo} testId="qt-version-to" />
            <Button size="sm" variant="outline" loading={save.isPending && editing === null} onClick={() => void saveDates()} data-testid="qt-version-save-dates">
              {t('quote.detail.saveDates')}
            </Button>
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {version.effective_from} ~ {version.effective_to ?? t('quote.version.open')} · {t('quote.detail.readOnly')}
          </Text>
        )}
        <ProblemAlert problem={problem} testId="qt-version-error" />
        <HStack gap="2" flexWrap="wrap" justify="space-between" align="start">
          <VersionExcel kind={kind} cardId={cardId} version={version} />
          {draft && (
            <Button size="sm" colorPalette="brand" variant="outline" onClick={() => setEditing('new')} data-testid="qt-row-add">
              <LuPlus /> {t('quote.detail.addRow')}
            </Button>
          )}
        </HStack>
        <VersionRows kind={kind} rows={version.rows} editable={draft} onEdit={setEditing} onDelete={(i) => void write(version.rows.filter((_, j) => j !== i))} />
      </Stack>
      {editing !== null && (
        <RowFormDialog kind={kind} row={editing === 'new' ? undefined : version.rows[editing]} n={editing === 'new' ? undefined : editing + 1} busy={save.isPending} onSave={(r) => void saveRow(r)} onClose={() => setEditing(null)} />
      )}
      {confirming && (
        <QuoteDialog
          title={confirming === 'publish' ? t('quote.detail.publish') : t('quote.detail.deleteDraft')}
          testId="qt-version-confirm"
          size="sm"
          busy={publish.isPending || remove.isPending}
          submitLabel={confirming === 'publish' ? t('quote.detail.publish') : t('quote.detail.deleteDraft')}
          onSubmit={() => void act()}
          onClose={() => setConfirming(null)}
        >
          <Text>{confirming === 'publish' ? t('quote.detail.publishConfirm', { no: version.version_no, from: version.effective_from }) : t('quote.detail.deleteConfirm', { no: version.version_no })}</Text>
        </QuoteDialog>
      )}
    </Box>
  );
}
