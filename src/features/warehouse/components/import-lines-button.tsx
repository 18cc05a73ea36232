/**
 * 从Excel导入明细: reads an .xlsx in the Excel worker (off the main thread), maps its header to the import columns,
 * has the server resolve the codes, and hands the resolved lines to the form; rows that cannot be used are listed
 * with the server's reason, and nothing of them is added.
 */
import { Alert, Button, List, Stack } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFileSpreadsheet } from 'react-icons/lu';
import { ApiError } from '@/lib/api-client';
import { excelReadWorker } from '@/lib/excel-read-worker';
import { useResolveImportLines } from '../api/import-lines';
import { emptyLine, type LineValues } from '../utils/document-form';
import { sheetRows } from '../utils/sheet-rows';

export interface ImportLinesButtonProps {
  warehouseId: number | undefined;
  onLines(lines: LineValues[]): void;
}

export function ImportLinesButton({ warehouseId, onLines }: ImportLinesButtonProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const resolve = useResolveImportLines();
  const [problems, setProblems] = useState<string[]>([]);
  const [added, setAdded] = useState(0);

  const read = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file || !warehouseId) return;
    setProblems([]);
    setAdded(0);
    try {
      const sheet = await excelReadWorker().read(await file.arrayBuffer());
      const parsed = sheetRows(sheet.rows);
      if ('missing' in parsed) return setProblems([t('warehouse.import.missingColumn', { name: parsed.missing })]);
      if (!parsed.rows.length) return setProblems([t('warehouse.import.empty')]);
      const answer = await resolve.mutateAsync({ warehouse_id: warehouseId, rows: parsed.rows.slice(0, 2000) });
      onLines(answer.lines.map((l) => ({ ...emptyLine(), product_id: String(l.product_id), product_label: `${l.product_name} (${l.product_code})`, package_no: l.package_no, quantity: String(l.quantity), location_id: l.location_id ? String(l.location_id) : '' })));
      setAdded(answer.lines.length);
      setProblems(answer.errors.map((x) => x.msg));
    } catch (error) {
      setProblems([error instanceof ApiError ? error.msg : error instanceof Error ? error.message : String(error)]);
    }
  };

  return (
    <Stack gap="2">
      <input ref={input} type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" hidden onChange={(e) => void read(e)} data-testid="wh-import-file" />
      <Button alignSelf="flex-start" size="sm" variant="outline" disabled={!warehouseId} loading={resolve.isPending} onClick={() => input.current?.click()} data-testid="wh-import-lines">
        <LuFileSpreadsheet /> {warehouseId ? t('warehouse.import.button') : t('warehouse.import.warehouseFirst')}
      </Button>
      {added > 0 && (
        <Alert.Root status="success" size="sm" data-testid="wh-import-added">
          <Alert.Indicator />
          <Alert.Title>{t('warehouse.import.added', { count: added })}</Alert.Title>
        </Alert.Root>
      )}
      {problems.length > 0 && (
        <Alert.Root status="warning" size="sm" data-testid="wh-import-problems">
          <Alert.Indicator />
          <Stack gap="1">
            <Alert.Title>{t('warehouse.import.problems', { count: problems.length })}</Alert.Title>
            <List.Root fontSize="sm" ps="4">
              {problems.slice(0, 50).map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List.Root>
          </Stack>
        </Alert.Root>
      )}
    </Stack>
  );
}
