/**
 * The printed statement of 账单流水 / 对账流水 / an account's 明细账: a body-level sheet that only exists on paper (the print stylesheet
 * hides the app — sidebar, header, tabs, buttons — and shows this sheet): the kind and number, party, period, every
 * line with its amount as ¥1,234.56 from fen, and the totals. The on-screen table is virtualised and paged, so the
 * sheet carries its own plain table of all the lines.
 */
import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/domain/relative-time';
import { apiGet, ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { yuan } from './money';

export const STATEMENT_PRINT_ID = 'statement-print-root';

const PRINT_CSS = `
#${STATEMENT_PRINT_ID} { display: none; }
@media print {
  @page { size: A4; margin: 14mm; }
  html, body { background: #fff !important; }
  body > *:not(#${STATEMENT_PRINT_ID}) { display: none !important; }
  #${STATEMENT_PRINT_ID} { display: block !important; color: #000; font-size: 11pt; }
  #${STATEMENT_PRINT_ID} table { width: 100%; border-collapse: collapse; }
  #${STATEMENT_PRINT_ID} th, #${STATEMENT_PRINT_ID} td { border-bottom: 1px solid #999; padding: 3px 6px; text-align: left; }
  #${STATEMENT_PRINT_ID} .amount { text-align: right; white-space: nowrap; }
  #${STATEMENT_PRINT_ID} thead { display: table-header-group; }
  #${STATEMENT_PRINT_ID} tr { break-inside: avoid; }
  #${STATEMENT_PRINT_ID} tfoot td { border-bottom: 0; }
  #${STATEMENT_PRINT_ID} tfoot tr:first-child td { border-top: 2px solid #000; font-weight: bold; }
}`;

export interface StatementLine {
  key: string | number;
  order_no: string;
  item: string;
  signed_cents: number;
  /** the party's answer on a statement (已确认 / 有异议：comment) */
  state?: string;
}

export interface StatementPrintProps {
  kind: 'bill' | 'statement' | 'account';
  no: string;
  party: string;
  period: string;
  lines: StatementLine[];
  totalCents: number;
  /** further figures under the total (income, outlay, paid, open) */
  figures?: { label: string; cents: number }[];
  /** the headings of the reference, item and amount columns when not a bill's (订单 / 费用项 / 金额) */
  heads?: { ref: string; item: string; amount: string };
  /** the period's label when not 账期 */
  periodLabel?: string;
}

export function StatementPrint({ kind, no, party, period, lines, totalCents, figures = [], heads, periodLabel }: StatementPrintProps) {
  const { t } = useTranslation();
  const answered = lines.some((l) => l.state !== undefined);
  return createPortal(
    <div id={STATEMENT_PRINT_ID} data-testid="statement-print">
      <style>{PRINT_CSS}</style>
      <h1 style={{ fontSize: '16pt', margin: '0 0 6pt' }} data-testid="statement-print-title">
        {t(`financeBills.printSheet.${kind}`)} {no}
      </h1>
      <p style={{ margin: '0 0 10pt' }}>
        <span data-testid="statement-print-party">
          {t('financeBills.party')}：{party}
        </span>
        {'　'}
        <span data-testid="statement-print-period">
          {periodLabel ?? t('financeBills.period')}：{period}
        </span>
        {'　'}
        {t('financeBills.printSheet.printedAt')}：{formatDateTime(new Date())}
      </p>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>{heads?.ref ?? t('financeBills.order')}</th>
            <th>{heads?.item ?? t('financeBills.feeItem')}</th>
            <th className="amount">{heads?.amount ?? t('financeBills.signed')}</th>
            {answered && <th>{t('financeBills.state')}</th>}
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={l.key} data-testid="statement-print-line">
              <td>{i + 1}</td>
              <td>{l.order_no}</td>
              <td>{l.item}</td>
              <td className="amount">{yuan(l.signed_cents)}</td>
              {answered && <td>{l.state}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>{t('financeBills.printSheet.totalLines', { count: lines.length })}</td>
            <td className="amount" data-testid="statement-print-total">
              {yuan(totalCents)}
            </td>
            {answered && <td />}
          </tr>
          {figures.map((f) => (
            <tr key={f.label}>
              <td colSpan={3}>{f.label}</td>
              <td className="amount">{yuan(f.cents)}</td>
              {answered && <td />}
            </tr>
          ))}
        </tfoot>
      </table>
    </div>,
    document.body,
  );
}

/** 打印: the browser's print of the sheet above (the print stylesheet leaves only the sheet on paper). */
export function PrintButton({ onClick = () => window.print(), loading }: { onClick?: () => void; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button size="sm" variant="ghost" loading={loading} onClick={onClick} data-testid="fn-print">
      {t('financeBills.print')}
    </Button>
  );
}

/** lines per request while gathering a printed statement (the finance routes' largest page) */
const PRINT_PAGE = 500;

/**
 * 打印 of a paged journal: `print()` gathers every line of `url` (the table shows a page), and once the sheet holding
 * them has rendered, opens the browser's print. `lines` is null until gathered.
 */
export function usePrintAll<T>(url: string) {
  const [lines, setLines] = useState<T[] | null>(null);
  const [gathering, setGathering] = useState(false);
  useEffect(() => {
    if (lines) window.print();
  }, [lines]);
  const print = async () => {
    setGathering(true);
    try {
      const all: T[] = [];
      for (let page = 1; ; page++) {
        const { list, total } = await apiGet<{ list: T[]; total: number }>(url, { page, per_page: PRINT_PAGE }, { silent: true });
        all.push(...list);
        if (list.length < PRINT_PAGE || all.length >= total) break;
      }
      setLines(all);
    } catch (e) {
      toast.error(e instanceof ApiError ? e.msg : String(e));
    } finally {
      setGathering(false);
    }
  };
  return { lines, gathering, print };
}
