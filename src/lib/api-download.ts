/** Downloads (spec §7 Files): GET as a blob with the token header, 360000 ms, saved as prefix + timestamp + extension. */
import type { ApiEnvelope } from '@/domain/envelope';
import { DOWNLOAD_TIMEOUT_MS } from '@/domain/constants';
import { ApiError, apiClient, warnThrottled } from './api-client';
import { envelopeMsg, serverBusy } from './api-messages';

const EXTENSIONS: Record<string, string> = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.ms-excel': '.xls',
  'text/csv': '.csv',
  'application/pdf': '.pdf',
  'application/zip': '.zip',
};

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function downloadTimestamp(d = new Date()): string {
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
}

/** File extension from Content-Disposition, else Content-Type, else .xlsx. */
export function downloadExtension(contentType?: string | null, disposition?: string | null): string {
  const named = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)?.[1];
  const fromName = named ? decodeURIComponent(named).match(/\.[A-Za-z0-9]+$/)?.[0] : undefined;
  if (fromName) return fromName.toLowerCase();
  const type = contentType?.split(';')[0].trim().toLowerCase() ?? '';
  return EXTENSIONS[type] ?? '.xlsx';
}

/** The name the server gave the file (Content-Disposition filename*, else filename), or null. */
export function serverFileName(disposition?: string | null): string | null {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim());
    } catch {
      // a broken encoding: the plain name below
    }
  }
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1]?.trim() || null;
}

/**
 * GET a file as a blob (360000 ms, token header) and save it as prefix + timestamp + extension (with
 * `serverName`, under the name the server gave it when it gave one).
 */
export async function apiDownload(url: string, params: object | undefined, filenamePrefix: string, options: { serverName?: boolean } = {}): Promise<string> {
  const res = await apiClient.get<Blob>(url, { params, responseType: 'blob', timeout: DOWNLOAD_TIMEOUT_MS });
  const blob = res.data;
  const contentType = String(res.headers['content-type'] ?? blob.type ?? '');
  if (contentType.includes('application/json')) {
    // the server answered with an error envelope instead of a file
    const body = JSON.parse(await blob.text()) as ApiEnvelope;
    const msg = envelopeMsg(body) ?? serverBusy();
    warnThrottled(msg);
    throw new ApiError(String(body.code), msg, res.status, body.data ?? null);
  }
  const disposition = String(res.headers['content-disposition'] ?? '');
  const filename = (options.serverName ? serverFileName(disposition) : null) ?? `${filenamePrefix}${downloadTimestamp()}${downloadExtension(contentType, disposition)}`;
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return filename;
}

/**
 * Opens a file link the server sent (a notification's file_url): a link into our API (/api/...) downloads with
 * the token under the server's file name; any other link opens in a new tab.
 */
export async function openFileLink(fileUrl: string, filenamePrefix: string): Promise<void> {
  const parsed = new URL(fileUrl, window.location.origin);
  if (parsed.origin !== window.location.origin || !parsed.pathname.startsWith('/api/')) {
    window.open(fileUrl, '_blank', 'noopener');
    return;
  }
  const params = Object.fromEntries(parsed.searchParams.entries());
  await apiDownload(parsed.pathname.slice('/api'.length), params, filenamePrefix, { serverName: true });
}
