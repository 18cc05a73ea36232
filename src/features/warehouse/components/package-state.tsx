/**
 * Where a carton is in the flow, in one sentence with its document linked: in stock at a location (and on an
 * outbound or a lock still in progress), scanned or expected on an inbound not yet received, shipped, gone, only on
 * documents, or only on its order.
 */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS } from '@/domain/warehouse/api';
import type { PackageDetail } from '@/domain/warehouse/api-packages';
import type { PackageState } from '@/domain/warehouse/carton-sets';
import { actionsFor, type DocumentKind } from '@/domain/warehouse/documents';
import { formatDateTime } from '@/domain/relative-time';
import { kindLabel, statusLabel, useLang, virtualLabel } from '../utils/labels';
import { DocumentLink } from './document-link';

export const STATE_PALETTE: Record<PackageState, string> = { in_stock: 'green', scanned: 'blue', expected: 'blue', shipped: 'gray', gone: 'red', listed: 'orange', ordered: 'orange' };

const isKind = (kind: string): kind is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(kind);
/** something besides cancelling is left to do (as the server decides which document a carton in stock is on) */
const inProgress = (kind: string, status: string) => isKind(kind) && actionsFor(kind, status).some((a) => a !== 'cancel');

/** a placeholder the sentence is split on, so the document number can be a link inside it */
const DOC_MARK = '\u0000';

export interface PackageStateProps {
  detail: PackageDetail;
}

export function PackageStateSummary({ detail: d }: PackageStateProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const doc = d.state_doc;
  const kindText = (kind: string) => (isKind(kind) ? kindLabel(kind, lang) : t(`warehouse.packages.kinds.${kind}`, { defaultValue: kind }));
  const places = d.balances
    .filter((b) => b.on_hand > 0)
    .map((b) => `${b.location_code} (${b.warehouse_name})`)
    .join(lang === 'zh' ? '、' : ', ');
  const to = d.moves[0]?.to.virtual ? virtualLabel(d.moves[0].to.virtual, lang) : '';
  // in stock: a document still in progress holds it (an outbound picking it, a lock), or the one that put it there
  const key = d.state === 'in_stock' && doc ? (inProgress(doc.kind, doc.status) ? 'in_stock_doc' : 'in_stock_by') : d.state;
  const sentence = t(`warehouse.packages.stateText.${key}`, { places, kind: doc ? kindText(doc.kind) : '', doc: DOC_MARK, status: doc ? statusLabel(doc.status, lang) : '', to, order: d.order_no });
  const parts = sentence.split(DOC_MARK);

  return (
    <Stack gap="2" borderWidth="2px" borderColor={`${STATE_PALETTE[d.state]}.emphasized`} bg={`${STATE_PALETTE[d.state]}.subtle`} borderRadius="lg" p="3" data-testid="wh-package-state" data-state={d.state}>
      <HStack gap="3" wrap="wrap">
        <Text fontFamily="mono" fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" data-testid="wh-package-no">
          {d.package_no}
        </Text>
        <Badge colorPalette={STATE_PALETTE[d.state]} variant="solid" size="lg">
          {t(`warehouse.packages.state.${d.state}`)}
        </Badge>
      </HStack>
      <Text fontSize="md" fontWeight="medium" data-testid="wh-package-state-text">
        {parts.map((p, i) => (
          <Fragment key={i}>
            {p}
            {i < parts.length - 1 && doc && <DocumentLink id={doc.id} kind={doc.kind} docNo={doc.doc_no} />}
          </Fragment>
        ))}
        {d.state_at && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {` · ${t('warehouse.packages.since', { when: formatDateTime(new Date(d.state_at)) })}`}
          </Text>
        )}
      </Text>
      <Box fontSize="sm" color="fg.muted">
        {d.product_name && (
          <Text>
            {t('warehouse.packages.product')}: {d.product_name} <Text as="span" fontFamily="mono">{d.product_code}</Text>
          </Text>
        )}
        <Text>{t('warehouse.packages.summary', { no: d.package_no, order: d.order_no || '—', sequence: d.sequence })}</Text>
      </Box>
    </Stack>
  );
}
