/**
 * 包件: scan a carton (a keyboard-wedge scanner types into the always-focused field and ends with Enter, or the
 * camera) or type its number — where it is in the flow (in stock, expected or scanned on an inbound not yet
 * received, shipped…), whether its unit's cartons are together, every scan and document of it, and its moves. The
 * number is in the URL (?no=), so a carton can be linked.
 */
import { Alert, Box, Button, Heading, HStack, Input, SimpleGrid, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCamera, LuSearch } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import { CameraScanner } from '@/components/ui/scanner/camera-scanner';
import type { BalanceRow, MoveRow } from '@/domain/warehouse/api';
import type { PackageDocument, PackageScan } from '@/domain/warehouse/api-packages';
import { parsePackageNo } from '@/domain/warehouse/ledger';
import { ApiError } from '@/lib/api-client';
import { usePackage } from '../api/get-package';
import { PACKAGES_INDEX } from '../utils/document-lists';
import { useLang, warehouseMessage } from '../utils/labels';
import { balanceColumns } from './balance-columns';
import { moveColumns } from './move-columns';
import { PackageCompletenessCard } from './package-completeness';
import { PackageScanCards } from './package-scan-cards';
import { PackageStateSummary } from './package-state';
import { packageDocumentColumns, packageScanColumns } from './package-trace-columns';

const tableHeight = (rows: number) => (rows > 12 ? 'clamp(200px, 45vh, 800px)' : 'auto');

export function PackagesScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const { no = '' } = useSearch({ strict: false }) as { no?: string };
  const [value, setValue] = useState('');
  const [camera, setCamera] = useState(false);
  // below md (a phone): a smaller field and buttons, the scans as cards
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const size = phone ? 'xl' : '2xl';
  const found = usePackage(no);
  const balanceCols = useMemo(() => balanceColumns(t, lang), [t, lang]);
  const moveCols = useMemo(() => moveColumns(t, lang), [t, lang]);
  const scanCols = useMemo(() => packageScanColumns(t, lang), [t, lang]);
  const docCols = useMemo(() => packageDocumentColumns(t, lang), [t, lang]);
  // a scanned code opens its carton and the field empties for the next scan (the carton's number heads the answer)
  const open = (code: string) => {
    const clean = code.trim().toUpperCase();
    setValue('');
    input.current?.focus();
    void navigate({ to: PACKAGES_INDEX, search: clean ? { no: clean } : {} } as never);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    open(value);
  };
  const notFound = found.error instanceof ApiError && (found.error.httpStatus === 404 || found.error.code === '404');
  const data = found.data?.package_no === no.toUpperCase() ? found.data : undefined;

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="wh-packages-screen">
      <Heading size="md">{t('routes.saasWarehousePackagesIndex')}</Heading>
      <form onSubmit={submit} role="search">
        <HStack gap="2" maxW="720px" align="stretch">
          <Input
            ref={input}
            size={size}
            fontSize={phone ? 'lg' : 'xl'}
            fontFamily="mono"
            autoFocus
            value={value}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="characters"
            enterKeyHint="search"
            placeholder={t('warehouse.packages.placeholder')}
            aria-label={t('warehouse.packages.placeholder')}
            onChange={(e) => setValue(e.currentTarget.value)}
            data-testid="wh-package-input"
          />
          <Button type="button" size={size} variant="outline" aria-label={t('warehouse.scan.camera')} onClick={() => setCamera(true)} data-testid="wh-package-camera">
            <LuCamera />
          </Button>
          <Button type="submit" size={size} colorPalette="brand" aria-label={t('warehouse.packages.open')} data-testid="wh-package-search">
            <LuSearch />
          </Button>
        </HStack>
      </form>
      {no && !parsePackageNo(no) && <Text fontSize="sm" color="fg.warning">{warehouseMessage('whPackageNoInvalid', lang)}</Text>}
      {no && (notFound || found.isError) && (
        <Alert.Root status={notFound ? 'warning' : 'error'} data-testid="wh-package-missing">
          <Alert.Indicator />
          <Alert.Title>{notFound ? warehouseMessage('whPackageNotFound', lang, { no: no.toUpperCase() }) : found.error instanceof ApiError ? found.error.msg : t('warehouse.drawer.loadFailed')}</Alert.Title>
        </Alert.Root>
      )}
      {data && (
        <Stack gap="4" data-testid="wh-package-detail">
          <SimpleGrid columns={{ base: 1, lg: data.completeness ? 2 : 1 }} gap="3" alignItems="start">
            <PackageStateSummary detail={data} />
            {data.completeness && <PackageCompletenessCard packageNo={data.package_no} completeness={data.completeness} />}
          </SimpleGrid>
          {data.balances.length > 0 && (
            <Section title={t('warehouse.packages.where')}>
              <DataTable<BalanceRow> pageKey={`${PACKAGES_INDEX}#balances`} columns={balanceCols} rows={data.balances} getRowId={(r) => `${r.location_id}|${r.product_id}|${r.owner_id}`} height="auto" />
            </Section>
          )}
          <Section title={`${t('warehouse.packages.scans')} (${data.scans.length})`} testId="wh-package-scans">
            {data.scans.length && phone ? (
              <PackageScanCards scans={data.scans} />
            ) : data.scans.length ? (
              <DataTable<PackageScan> pageKey={`${PACKAGES_INDEX}#scans`} columns={scanCols} rows={data.scans} getRowId={(r) => String(r.id)} height={tableHeight(data.scans.length)} />
            ) : (
              <Text fontSize="sm" color="fg.muted" py="2">{t('warehouse.packages.noScans')}</Text>
            )}
          </Section>
          <Section title={`${t('warehouse.packages.documents')} (${data.documents.length})`} testId="wh-package-documents">
            {data.documents.length ? (
              <DataTable<PackageDocument> pageKey={`${PACKAGES_INDEX}#documents`} columns={docCols} rows={data.documents} getRowId={(r) => `${r.id}`} height={tableHeight(data.documents.length)} />
            ) : (
              <Text fontSize="sm" color="fg.muted" py="2">{t('warehouse.packages.noDocuments')}</Text>
            )}
          </Section>
          {data.moves.length > 0 && (
            <Section title={t('warehouse.packages.moves')}>
              <DataTable<MoveRow> pageKey={`${PACKAGES_INDEX}#moves`} columns={moveCols} rows={data.moves} getRowId={(r) => String(r.id)} height={tableHeight(data.moves.length)} />
            </Section>
          )}
        </Stack>
      )}
      {camera && (
        <CameraScanner
          data-testid="wh-camera"
          onCode={(text) => {
            setCamera(false);
            open(text);
          }}
          onClose={() => setCamera(false)}
        />
      )}
    </Stack>
  );
}

function Section({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <Stack gap="1" data-testid={testId}>
      <Text fontWeight="semibold">{title}</Text>
      <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1">
        {children}
      </Box>
    </Stack>
  );
}
