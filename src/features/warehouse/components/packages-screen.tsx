/**
 * 包件: scan (hardware scanner or camera) or type a carton number — where the carton is now (its balances) and
 * every move of it. The number is in the URL (?no=), so a carton can be linked.
 */
import { Alert, Box, Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCamera, LuSearch } from 'react-icons/lu';
import { DataTable } from '@/components/ui/data-table/data-table';
import { CameraScanner } from '@/components/ui/scanner/camera-scanner';
import type { BalanceRow, MoveRow } from '@/domain/warehouse/api';
import { parsePackageNo } from '@/domain/warehouse/ledger';
import { ApiError } from '@/lib/api-client';
import { usePackage } from '../api/get-package';
import { PACKAGES_INDEX } from '../utils/document-lists';
import { useLang, warehouseMessage } from '../utils/labels';
import { balanceColumns } from './balance-columns';
import { moveColumns } from './move-columns';

export function PackagesScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { no = '' } = useSearch({ strict: false }) as { no?: string };
  const [value, setValue] = useState(no);
  const [camera, setCamera] = useState(false);
  const found = usePackage(no);
  const balanceCols = useMemo(() => balanceColumns(t, lang), [t, lang]);
  const moveCols = useMemo(() => moveColumns(t, lang), [t, lang]);
  const open = (code: string) => void navigate({ to: PACKAGES_INDEX, search: code.trim() ? { no: code.trim() } : {} } as never);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    open(value);
  };
  const notFound = found.error instanceof ApiError && (found.error.httpStatus === 404 || found.error.code === '404');
  const data = found.data;

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} minW="0" data-testid="wh-packages-screen">
      <Heading size="md">{t('routes.saasWarehousePackagesIndex')}</Heading>
      <form onSubmit={submit} role="search">
        <HStack gap="2" maxW="640px">
          <Input size="xl" fontFamily="mono" autoFocus value={value} maxLength={40} placeholder={t('warehouse.packages.placeholder')} aria-label={t('warehouse.packages.placeholder')} onChange={(e) => setValue(e.currentTarget.value)} data-testid="wh-package-input" />
          <Button type="button" size="xl" variant="outline" aria-label={t('warehouse.scan.camera')} onClick={() => setCamera(true)}>
            <LuCamera />
          </Button>
          <Button type="submit" size="xl" colorPalette="brand" data-testid="wh-package-search">
            <LuSearch />
          </Button>
        </HStack>
      </form>
      {no && !parsePackageNo(no) && <Text fontSize="sm" color="fg.warning">{warehouseMessage('whPackageNoInvalid', lang)}</Text>}
      {no && (notFound || found.isError) && (
        <Alert.Root status={notFound ? 'warning' : 'error'} data-testid="wh-package-missing">
          <Alert.Indicator />
          <Alert.Title>{notFound ? warehouseMessage('whPackageNotFound', lang, { no }) : found.error instanceof ApiError ? found.error.msg : t('warehouse.drawer.loadFailed')}</Alert.Title>
        </Alert.Root>
      )}
      {data && (
        <Stack gap="3" data-testid="wh-package-detail">
          <Text>
            {t('warehouse.packages.summary', { no: data.package_no, order: data.order_no || '—', sequence: data.sequence })}
          </Text>
          <Text fontWeight="semibold">{data.balances.length === 0 ? t('warehouse.packages.notInStock') : t('warehouse.packages.where')}</Text>
          {data.balances.length > 0 && (
            <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1">
              <DataTable<BalanceRow> pageKey={`${PACKAGES_INDEX}#balances`} columns={balanceCols} rows={data.balances} getRowId={(r) => `${r.location_id}|${r.product_id}|${r.owner_id}`} height="auto" />
            </Box>
          )}
          <Text fontWeight="semibold">{t('warehouse.packages.moves')}</Text>
          <Box bg="bg" borderRadius="md" borderWidth="1px" px="3" pb="1">
            <DataTable<MoveRow> pageKey={`${PACKAGES_INDEX}#moves`} columns={moveCols} rows={data.moves} getRowId={(r) => String(r.id)} height={data.moves.length > 12 ? 'clamp(200px, 45vh, 800px)' : 'auto'} />
          </Box>
        </Stack>
      )}
      {camera && (
        <CameraScanner
          data-testid="wh-camera"
          onCode={(text) => {
            setCamera(false);
            setValue(text);
            open(text);
          }}
          onClose={() => setCamera(false)}
        />
      )}
    </Stack>
  );
}
