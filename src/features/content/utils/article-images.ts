/**
 * Article images are uploads referenced by data-fileid (the server keeps no other source): fetched with the reader's
 * token (fileImageQuery) and shown through object URLs, which the caller revokes.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fileImageQuery } from '@/components/ui/image-uploader/file-api';

const FILEID_IMG = /<img([^>]*?)\sdata-fileid="([^"]+)"([^>]*)>/g;

/** the HTML with each upload's image given an object URL source (for the editor, which needs one) */
export async function withImageSources(html: string, queryClient: QueryClient): Promise<{ html: string; urls: string[] }> {
  const ids = [...new Set([...html.matchAll(FILEID_IMG)].map((m) => m[2]))];
  const urls = new Map<string, string>();
  await Promise.all(
    ids.map(async (id) => {
      try {
        urls.set(id, URL.createObjectURL(await queryClient.fetchQuery(fileImageQuery(id))));
      } catch {
        // an image that cannot be fetched stays without a source (the editor drops it)
      }
    }),
  );
  const out = html.replace(FILEID_IMG, (m, before: string, id: string, after: string) => {
    const url = urls.get(id);
    return url ? `<img${before.replace(/\ssrc="[^"]*"/, '')} src="${url}" data-fileid="${id}"${after.replace(/\ssrc="[^"]*"/, '')}>` : m;
  });
  return { html: out, urls: [...urls.values()] };
}

/** sets the source of every upload image inside `root`; returns the object URLs to revoke */
export async function fillImageSources(root: HTMLElement, queryClient: QueryClient): Promise<string[]> {
  const urls: string[] = [];
  await Promise.all(
    [...root.querySelectorAll<HTMLImageElement>('img[data-fileid]')].map(async (img) => {
      try {
        const url = URL.createObjectURL(await queryClient.fetchQuery(fileImageQuery(img.dataset.fileid!)));
        urls.push(url);
        img.src = url;
      } catch {
        img.alt = img.alt || '×';
      }
    }),
  );
  return urls;
}
