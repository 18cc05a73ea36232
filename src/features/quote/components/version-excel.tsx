/**
 * 导出明细 / 导入明细 of a version: the rows written to .xlsx by the Excel worker under the import columns
 * (src/domain/quote/import-columns.ts); a sheet read by the same worker goes to POST /quote/versions/:id/import,
 * which validates it row by row — the refused rows are listed with their sheet row, column and reason, and nothing
 * is imported while any is refused.
 */
import { Alert, Button, HStack, List, Stack } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuUpload } from 'react-icons/lu';
import type { ImportRowError, VersionDto } from '@/domain/quote/api';
import { CARD_KIND_INFO, type CardKind } from '@/domain/quote/model';
import { ApiError } from '@/lib/api-client';
import { downloadTimestamp } from '@/lib/api-download';
import { excelReadWorker, saveBytes } from '@/lib/excel-read-worker';
import { toast } from '@/lib/toaster';
import { useImportVersion } from '../api/cards';
import { newIdempotencyKey } from '../api/keys';
import { langOf } from '../utils/kinds';
import { rowsToSheet, sheetColumns, sheetToCells } from '../utils/version-sheet';
import { errorText, SelectField } from './form-bits';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface VersionExcelProps {
  kind: CardKind;
  cardId: number;
  version: VersionDto;
}

export function VersionExcel({ kind, cardId, version }: VersionExcelProps) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const input = useRef<HTMLInputElement>(null);
  const importRows = useImportVersion(cardId);
  const [mode, setMode] = useState<'replace' | 'append'>('replace');
  const [problems, setProblems] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const draft = version.state === 'DRAFT';

  const exportRows = async () => {
    setExporting(true);
    try {
      const bytes = await excelReadWorker().write(sheetColumns(kind, lang), rowsToSheet(kind, version.rows), `V${version.version_no}`);
      saveBytes(bytes, `${CARD_KIND_INFO[kind][lang]}-V${version.version_no}-${downloadTimestamp()}.xlsx`, XLSX);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setExporting(false);
    }
  };

  const read = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    setProblems([]);
    try {
      const sheet = await excelReadWorker().read(await file.arrayBuffer());
      const parsed = sheetToCells(kind, sheet.rows);
      if ('missing' in parsed) return setProblems([t('quote.excel.missing', { name: parsed.missing })]);
      if (!parsed.rows.length) return setProblems([t('quote.excel.empty')]);
      const answer = await importRows.mutateAsync({ id: version.id, key: newIdempotencyKey(), body: { rows: parsed.rows, mode } });
      toast.success(t('quote.excel.imported', { count: answer.imported ?? parsed.rows.length }));
    } catch (error) {
      // a refused import names every bad row (data.errors), each msg already saying its row and column
      const errors = error instanceof ApiError ? ((error.data as { errors?: ImportRowError[] } | null)?.errors ?? []) : [];
      setProblems(errors.length ? [t('quote.excel.problems', { count: new Set(errors.map((x) => x.row)).size }), ...errors.map((x) => x.msg)] : [errorText(error)]);
    }
  };

  return (
    <Stack gap="2">
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" loading={exporting} onClick={() => void exportRows()} data-testid="qt-rows-export">
          <LuDownload /> {t('quote.excel.export')}
        </Button>
        {draft && (
          <>
            <SelectField w={{ base: 'full', sm: '180px' }} value={mode} options={[{ value: 'replace', label: t('quote.excel.replace') }, { value: 'append', label: t('quote.excel.append') }]} onChange={(v) => setMode(v as 'replace' | 'append')} testId="qt-rows-import-mode" />
            <input ref={input} type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" hidden onChange={(e) => void read(e)} data-testid="qt-rows-import-file" />
            <Button size="sm" variant="outline" loading={importRows.isPending} onClick={() => input.current?.click()} data-testid="qt-rows-import">
              <LuUpload /> {t('quote.excel.import')}
            </Button>
          </>
        )}
      </HStack>
      {problems.length > 0 && (
        <Alert.Root status="warning" size="sm" data-testid="qt-rows-import-problems">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>{problems[0]}</Alert.Title>
            <List.Root fontSize="sm" ps="4">
              {problems.slice(1, 51).map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List.Root>
          </Stack>
        </Alert.Root>
      )}
    </Stack>
  );
}
