/**
 * …/order/import/index: template download (names, not ids; written by the Excel worker), an .xlsx parsed in the
 * Excel worker, every row checked with the create schema and its names resolved by the server
 * (POST /order/import/resolve: the preview shows what each name resolved to, or the row's problems), then the
 * valid rows imported in chunks of 200 with a progress bar and a per-row result; the server resolves the names
 * again on import. Each row's key is a SHA-256 of its content, so importing a file again reports the rows as
 * already imported instead of creating them twice. The accepted columns are listed in utils/import-rows.ts.
 */
import { Alert, Box, Button, Checkbox, HStack, Heading, NativeSelect, Progress, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuUpload } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import type { DataTableColumn } from '@/components/ui/data-table/types';
import { CREATE_VARIANTS, IMPORT_FILE_ROWS_MAX, VARIANTS, type CreateVariant } from '@/domain/order-form';
import { downloadTimestamp } from '@/lib/api-download';
import { ApiError } from '@/lib/api-client';
import { useTokenPayload } from '@/lib/session/token-store';
import { importOrders, type ImportRowResult } from '../api/import-orders';
import { resolveImport, type ResolveRowResult } from '../api/resolve-import';
import * as catalogs from '../i18n';
import { excelReadWorker, saveBytes } from '@/lib/excel-read-worker';
import { chunk, prepareSheet, RESOLVE_CHUNK, TEMPLATE_EXAMPLE, templateColumns, withRowKeys, type PreparedRow } from '../utils/import-rows';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TITLES = {
  zh: catalogs.zh.orderEntry.col as Record<string, string>,
  en: catalogs.en.orderEntry.col as Record<string, string>,
  alias: { zh: catalogs.zh.orderEntry.colAlias as Record<string, string>, en: catalogs.en.orderEntry.colAlias as Record<string, string> },
};

interface PreviewRow extends PreparedRow {
  /** the server's preview check: resolved names, or the row's problems */
  resolved?: ResolveRowResult;
  result?: ImportRowResult;
}

/** importable: no field problems here and none the server found */
const isValid = (r: PreviewRow) => !!r.payload && r.resolved?.ok !== false;

export function OrderImportScreen() {
  const { t } = useTranslation();
  const user = useTokenPayload();
  const isConsignor = user?.main_type === 'consignor';
  const variants = CREATE_VARIANTS.filter((v) => !user || VARIANTS[v].appCodes.includes(user.app_code));
  const [variant, setVariant] = useState<CreateVariant>(isConsignor ? 'pre-order' : 'waybill');
  const [submitAfter, setSubmitAfter] = useState(false);
  const [rows, setRows] = useState<PreviewRow[] | null>(null);
  const [fileName, setFileName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [columnsNote, setColumnsNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<'parsing' | 'resolving' | 'importing' | null>(null);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [summary, setSummary] = useState<{ created: number; existing: number; failed: number } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const downloadTemplate = async () => {
    const cols = templateColumns(variant).filter((c) => !(isConsignor && c === 'consignor_name'));
    const titles = cols.map((c) => ({ title: t(`orderEntry.col.${c}`), width: c === 'products' ? 30 : 16 }));
    const bytes = await excelReadWorker().write(titles, [cols.map((c) => TEMPLATE_EXAMPLE[c] ?? null)], t('orderEntry.import.title'));
    saveBytes(bytes, `${t('orderEntry.import.templateName')}${downloadTimestamp()}.xlsx`, XLSX_MIME);
  };

  const readFile = async (file: File) => {
    setProblem(null);
    setColumnsNote(null);
    setSummary(null);
    setRows(null);
    setFileName(file.name);
    setBusy('parsing');
    try {
      const sheet = await excelReadWorker().read(await file.arrayBuffer());
      const { header, prepared, count } = prepareSheet(sheet.rows, TITLES, { variant, isConsignor, submit: submitAfter });
      if (header.missing.length) {
        setProblem(t('orderEntry.import.missingColumns', { names: header.missing.map((c) => t(`orderEntry.col.${c}`)).join('、') }));
        return;
      }
      if (count === 0) {
        setProblem(t('orderEntry.import.empty'));
        return;
      }
      if (count > IMPORT_FILE_ROWS_MAX) {
        setProblem(t('orderEntry.import.tooMany', { max: IMPORT_FILE_ROWS_MAX }));
        return;
      }
      if (header.unknown.length) setColumnsNote(t('orderEntry.import.unknownColumns', { names: header.unknown.join('、') }));
      setRows(await resolveRows(await withRowKeys(prepared)));
    } catch (e) {
      setProblem(t('orderEntry.import.badFile', { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(null);
    }
  };

  /** The server resolves every row's names (a few large requests); the preview shows what they became. */
  const resolveRows = async (keyed: PreviewRow[]): Promise<PreviewRow[]> => {
    setBusy('resolving');
    setProgress({ done: 0, total: keyed.length });
    const byRow = new Map<number, ResolveRowResult>();
    try {
      let done = 0;
      for (const part of chunk(keyed, RESOLVE_CHUNK)) {
        const answer = await resolveImport(part.map((r) => ({ ...(r.payload ?? r.source), row: r.row })));
        for (const res of answer.list) byRow.set(res.row, res);
        done += part.length;
        setProgress({ done, total: keyed.length });
      }
      return keyed.map((r) => ({ ...r, resolved: byRow.get(r.row) }));
    } catch (e) {
      // the import resolves the names again: the rows stay importable, only the preview lacks the names
      setProblem(t('orderEntry.import.resolveFailed', { reason: e instanceof ApiError ? e.msg : String(e) }));
      return keyed;
    }
  };

  const valid = rows?.filter(isValid) ?? [];
  const invalidCount = (rows?.length ?? 0) - valid.length;

  const runImport = async () => {
    if (!rows) return;
    setBusy('importing');
    setProblem(null);
    const results = new Map<number, ImportRowResult>();
    const totals = { created: 0, existing: 0, failed: 0 };
    setProgress({ done: 0, total: valid.length });
    try {
      let done = 0;
      for (const part of chunk(valid)) {
        const answer = await importOrders(part.map((r) => r.payload!));
        answer.list.forEach((res) => results.set(part[res.row - 1].row, res));
        totals.created += answer.created;
        totals.existing += answer.existing;
        totals.failed += answer.failed;
        done += part.length;
        setProgress({ done, total: valid.length });
        setRows((prev) => prev?.map((r) => (results.has(r.row) ? { ...r, result: results.get(r.row) } : r)) ?? prev);
      }
      setSummary({ ...totals, failed: totals.failed + invalidCount });
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : String(e));
    } finally {
      setBusy(null);
    }
  };

  const columns = useMemo<DataTableColumn<PreviewRow>[]>(
    () => [
      { key: 'row', title: t('orderEntry.import.row'), width: 60, value: (r) => r.row },
      // the result and the problems first: at 1366 px they are what the desk reads
      {
        key: 'status',
        title: t('orderEntry.import.status'),
        width: 170,
        value: (r) => statusText(r),
        render: (r) => (
          <Text as="span" data-testid="import-row-status" data-state={stateOf(r)} color={stateOf(r) === 'error' || stateOf(r) === 'failed' ? 'fg.error' : stateOf(r) === 'existing' ? 'orange.600' : 'green.700'}>
            {statusText(r)}
          </Text>
        ),
      },
      {
        key: 'errors',
        title: t('orderEntry.import.errors'),
        width: 240,
        value: (r) => problemsOf(r),
        render: (r) => (
          <Text as="span" fontSize="xs" color="fg.error" data-testid="import-row-errors" whiteSpace="normal">
            {problemsOf(r)}
          </Text>
        ),
      },
      { key: 'consignor', title: t('orderEntry.col.consignor_name'), width: 100, value: (r) => r.resolved?.shown.consignor ?? r.preview.consignor },
      { key: 'store', title: t('orderEntry.col.store_name'), width: 130, value: (r) => r.resolved?.shown.store ?? r.preview.store },
      { key: 'end_contact', title: t('orderEntry.col.end_contact'), width: 90, value: (r) => r.preview.end_contact },
      { key: 'end_tel', title: t('orderEntry.col.end_tel'), width: 110, value: (r) => r.preview.end_tel },
      { key: 'area', title: t('orderEntry.col.end_area'), width: 160, value: (r) => r.resolved?.shown.area ?? r.preview.area },
      { key: 'end_address', title: t('orderEntry.col.end_address'), width: 130, value: (r) => r.preview.end_address },
      { key: 'products', title: t('orderEntry.col.products'), width: 170, value: (r) => r.resolved?.shown.products ?? r.preview.products },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );

  function stateOf(r: PreviewRow): 'error' | 'ok' | 'imported' | 'existing' | 'failed' {
    if (!isValid(r)) return 'error';
    if (!r.result) return 'ok';
    if (!r.result.ok) return 'failed';
    return r.result.existing ? 'existing' : 'imported';
  }
  function statusText(r: PreviewRow): string {
    const s = stateOf(r);
    if (s === 'error' || s === 'failed') return t('orderEntry.import.failed');
    if (s === 'ok') return t('orderEntry.import.ok');
    return `${t(s === 'existing' ? 'orderEntry.import.existing' : 'orderEntry.import.imported')} ${r.result?.order_no ?? ''}`.trim();
  }
  function problemsOf(r: PreviewRow): string {
    if (r.result && !r.result.ok) return r.result.msg ?? '';
    const local = r.errors.map((e) => `${fieldLabel(e.field)}: ${t(`orderEntry.msg.${e.error.key}`, e.error.params)}`);
    // a row with field problems here shows the server's only when they are about names (else they repeat)
    const server = r.resolved && !r.resolved.ok && (!local.length || !r.resolved.names_ok) ? [r.resolved.msg ?? ''] : [];
    return [...server, ...local].join('; ');
  }
  function fieldLabel(field: string): string {
    const key = field === 'area' ? 'end_area' : field.startsWith('products.') ? field.split('.').pop()! : field;
    return key in TITLES.en ? t(`orderEntry.col.${key}`) : field;
  }

  return (
    <Stack p={{ base: '2', md: '4' }} gap="3" data-testid="order-import-screen">
      <Heading size="md">{t('orderEntry.import.title')}</Heading>
      <HStack gap="3" flexWrap="wrap" bg="white" p="3" borderWidth="1px" borderColor="gray.200" rounded="md">
        <HStack gap="2">
          <Text fontSize="sm">{t('orderEntry.import.variant')}</Text>
          <NativeSelect.Root size="sm" w="160px" disabled={!!busy}>
            <NativeSelect.Field
              value={variant}
              onChange={(e) => {
                // rows were checked for the old kind: pick the file again
                setVariant(e.currentTarget.value as CreateVariant);
                setRows(null);
                setSummary(null);
              }}
              data-testid="import-variant"
            >
              {variants.map((v) => (
                <option key={v} value={v}>
                  {t(`orderEntry.variant.${v}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Checkbox.Root size="sm" checked={submitAfter} onCheckedChange={(d) => {
            setSubmitAfter(!!d.checked);
            setRows(null);
            setSummary(null);
          }} disabled={!!busy}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('orderEntry.import.submitAfter')}</Checkbox.Label>
        </Checkbox.Root>
        <Box flex="1" />
        <Button size="sm" variant="outline" onClick={() => void downloadTemplate()} data-testid="import-template">
          <LuDownload /> {t('orderEntry.import.template')}
        </Button>
        <Button size="sm" colorPalette="brand" onClick={() => fileRef.current?.click()} loading={busy === 'parsing' || busy === 'resolving'} disabled={busy === 'importing'} data-testid="import-pick">
          <LuUpload /> {t('orderEntry.import.pick')}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hidden
          data-testid="import-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void readFile(file);
          }}
        />
      </HStack>
      <Text fontSize="xs" color="fg.muted" data-testid="import-help">
        {t('orderEntry.import.help')} {t('orderEntry.import.example')}
      </Text>
      {busy === 'resolving' && (
        <Progress.Root value={progress.total ? Math.round((progress.done / progress.total) * 100) : 0} size="sm" data-testid="import-resolving">
          <Progress.Label fontSize="xs">{t('orderEntry.import.resolving', progress)}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {problem && (
        <Alert.Root status="error" data-testid="import-problem">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      {columnsNote && (
        <Text fontSize="sm" color="orange.600">
          {columnsNote}
        </Text>
      )}
      {rows && (
        <Stack gap="2" bg="white" p="3" borderWidth="1px" borderColor="gray.200" rounded="md">
          <HStack justify="space-between" flexWrap="wrap">
            <Text fontSize="sm" data-testid="import-summary">
              {fileName} — {t('orderEntry.import.summary', { total: rows.length, valid: valid.length, invalid: invalidCount })}
            </Text>
            <Button size="sm" colorPalette="brand" onClick={() => void runImport()} disabled={!valid.length || !!busy || !!summary} loading={busy === 'importing'} data-testid="import-start">
              {t('orderEntry.import.start', { count: valid.length })}
            </Button>
          </HStack>
          {(busy === 'importing' || summary) && (
            <Progress.Root value={progress.total ? Math.round((progress.done / progress.total) * 100) : 100} size="sm" data-testid="import-progress">
              <HStack justify="space-between">
                <Progress.Label fontSize="xs">{t('orderEntry.import.importing', progress)}</Progress.Label>
                <Progress.ValueText fontSize="xs" />
              </HStack>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          )}
          {summary && (
            <Alert.Root status={summary.failed ? 'warning' : 'success'} data-testid="import-result">
              <Alert.Indicator />
              <Alert.Title>{t('orderEntry.import.result', summary)}</Alert.Title>
            </Alert.Root>
          )}
          <DataTable<PreviewRow> pageKey="order-import-preview" columns={columns} rows={rows} getRowId={(r) => String(r.row)} height="420px" />
        </Stack>
      )}
    </Stack>
  );
}
