/**
 * The document drawer's print buttons, through the print queue: carton labels for the lines that name a carton,
 * and for an outbound the pick list (lines in location order, the document number as a barcode).
 */
import { Button, HStack } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LuPrinter } from 'react-icons/lu';
import { CartonLabel, type CartonLabelData } from '@/components/ui/print/carton-label';
import { A4_PAPER, LABEL_PAPER } from '@/components/ui/print/paper';
import { PickListPage, pickListPages, type PickListData } from '@/components/ui/print/pick-list-sheet';
import { renderToHtml } from '@/components/ui/print/render-html';
import { usePrintRequest } from '@/components/ui/print-queue/use-print-request';
import { formatDateTime } from '@/domain/relative-time';
import type { DocumentDetail } from '@/domain/warehouse/api';
import { parsePackageNo } from '@/domain/warehouse/ledger';
import { ownerText, useLang, type Lang } from '../utils/labels';

/** One label per distinct carton of the document, numbered within its order as the document knows it. */
function cartonsOf(doc: DocumentDetail, lang: Lang): CartonLabelData[] {
  const seen = new Set<string>();
  const lines = doc.lines.filter((l) => l.package_no && !seen.has(l.package_no) && seen.add(l.package_no));
  const parsed = lines.map((l) => parsePackageNo(l.package_no));
  const lastOf = new Map<string, number>();
  for (const p of parsed) if (p) lastOf.set(p.orderNo, Math.max(lastOf.get(p.orderNo) ?? 0, p.sequence));
  return lines.map((l, i) => {
    const p = parsed[i];
    return {
      packageNo: l.package_no,
      orderNo: p?.orderNo ?? doc.order_no,
      productName: l.product_name,
      productCode: l.product_code,
      ownerName: ownerText(l.owner_id, l.owner_name, lang),
      warehouseName: doc.warehouse_name,
      locationCode: l.to_location_code || l.location_code || doc.location_name,
      sequence: p?.sequence ?? i + 1,
      count: p ? (lastOf.get(p.orderNo) ?? p.sequence) : lines.length,
    };
  });
}

function pickListOf(doc: DocumentDetail, lang: Lang, t: TFunction): PickListData {
  return {
    docNo: doc.doc_no,
    warehouseName: doc.warehouse_name,
    ownerName: ownerText(doc.owner_id, doc.owner_name, lang),
    shipTo: doc.ship_to && t(`warehouse.shipTo.${doc.ship_to}`, { defaultValue: doc.ship_to }),
    orderNo: doc.order_no,
    createdAt: formatDateTime(new Date(doc.created_at)),
    lines: doc.lines.map((l) => ({ locationCode: l.location_code, productName: l.product_name, productCode: l.product_code, packageNo: l.package_no, quantity: l.expected })),
  };
}

export interface DocumentPrintButtonsProps {
  doc: DocumentDetail;
}

export function DocumentPrintButtons({ doc }: DocumentPrintButtonsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queue = usePrintRequest();
  const cartons = doc.lines.some((l) => l.package_no);
  const pickList = doc.kind === 'outbound' && doc.lines.length > 0;
  if (!cartons && !pickList) return null;

  const printCartons = () => {
    const labels = cartonsOf(doc, lang);
    void queue.print({
      kind: 'package_label',
      title: t('ui.print.cartonLabelsTitle', { docNo: doc.doc_no, count: labels.length }),
      paper: LABEL_PAPER,
      pages: labels.map((c) => renderToHtml(<CartonLabel carton={c} />)),
    });
  };
  const printPickList = () => {
    const data = pickListOf(doc, lang, t);
    const pages = pickListPages(data.lines);
    void queue.print({
      kind: 'pick_list',
      title: t('ui.print.pickListTitle', { docNo: doc.doc_no }),
      paper: A4_PAPER,
      pages: pages.map((lines, i) => renderToHtml(<PickListPage data={data} lines={lines} page={i + 1} pages={pages.length} />)),
    });
  };

  return (
    <HStack gap="2" wrap="wrap">
      {cartons && (
        <Button size="xs" variant="outline" onClick={printCartons} disabled={queue.busy} data-testid="wh-print-cartons">
          <LuPrinter /> {t('ui.print.cartonLabels')}
        </Button>
      )}
      {pickList && (
        <Button size="xs" variant="outline" onClick={printPickList} disabled={queue.busy} data-testid="wh-print-pick-list">
          <LuPrinter /> {t('ui.print.pickList')}
        </Button>
      )}
    </HStack>
  );
}
