/** Content screens' small formatting helpers: times and fen. */
import { formatCents, parseAmountCents } from '@/domain/tickets/fees';

export const formatTime = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' }).replace(/\//g, '-') : '');
export const yuan = (fen: number) => formatCents(fen);
/** a yuan amount typed in a form as fen, null when it is not one */
export const fenOf = (input: string) => parseAmountCents(input);
