/** A carton's scans as cards on a phone, where the scan table's columns would scroll sideways: the verdict, the document, when on the device and when recorded, who. */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PackageScan } from '@/domain/warehouse/api-packages';
import { formatDateTime } from '@/domain/relative-time';
import { kindLabel, statusLabel, useLang } from '../utils/labels';
import { DocumentLink } from './document-link';
import { VERDICT_PALETTE } from './scan-rows';

const when = (iso: string) => (iso ? formatDateTime(new Date(iso)) : '');

export function PackageScanCards({ scans }: { scans: readonly PackageScan[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Stack gap="2" py="2" data-testid="wh-package-scan-cards">
      {scans.map((s) => (
        <Box key={s.id} borderWidth="1px" borderRadius="md" p="2" data-testid="wh-package-scan-card">
          <HStack justify="space-between" gap="2">
            <Badge colorPalette={VERDICT_PALETTE[s.result] ?? 'gray'} variant="solid" data-testid="wh-package-scan-result">
              {t(`warehouse.scan.verdict.${s.result}`)}
            </Badge>
            <Text fontSize="sm">{when(s.occurred_at)}</Text>
          </HStack>
          <Text mt="1">
            {kindLabel(s.doc_kind, lang)} <DocumentLink id={s.document_id} kind={s.doc_kind} docNo={s.doc_no} />
            <Text as="span" color="fg.muted">{` · ${statusLabel(s.doc_status, lang)}`}</Text>
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {[s.actor_name, s.location_code, `${t('warehouse.packages.scan.recorded_at')} ${when(s.recorded_at)}`].filter(Boolean).join(' · ')}
          </Text>
          {s.message && <Text fontSize="xs">{s.message}</Text>}
        </Box>
      ))}
    </Stack>
  );
}
