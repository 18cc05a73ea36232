/** Image files on the server: upload with progress (POST /file/image/upload, field photo) and fetch by fileid. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient, apiPost } from '@/lib/api-client';

export interface UploadedImage {
  fileid: string;
  url: string;
  content_type: string;
  size: number;
}

/** uploads may take longer than the 5 s of ordinary requests */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * A background upload (the outbox replaying an offline photo): its Idempotency-Key, and no session refresh of its own
 * (the outbox refreshes once per pass and pauses instead of ending the session).
 */
export interface BackgroundUpload {
  idempotencyKey: string;
}

export function uploadImage(file: File, onProgress?: (percent: number) => void, signal?: AbortSignal, background?: BackgroundUpload): Promise<UploadedImage> {
  const form = new FormData();
  form.append('photo', file, file.name || 'image');
  return apiPost<UploadedImage>('/file/image/upload', form, uploadRequestOptions(onProgress, signal, background));
}

/**
 * The request options of a multipart image upload (through the API or the signed direct path): progress in %,
 * abortable; a background upload's key and no refresh of the session.
 */
export function uploadRequestOptions(onProgress?: (percent: number) => void, signal?: AbortSignal, background?: BackgroundUpload) {
  return {
    // axios turns FormData into JSON under the client's default JSON content type; the browser sets the boundary
    headers: { 'Content-Type': 'multipart/form-data', ...(background ? { 'Idempotency-Key': background.idempotencyKey } : {}) },
    ...(background ? { skipAuthRefresh: true } : {}),
    timeout: UPLOAD_TIMEOUT_MS,
    silent: true,
    signal,
    onUploadProgress: (e: { loaded: number; total?: number }) => {
      if (onProgress && e.total) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    },
  };
}

export const fileImageUrl = (fileid: string) => `/file/image/download?file_id=${encodeURIComponent(fileid)}`;

/** Downloads go through the api client (the token is a header, never in an <img> URL); bytes never change per fileid. */
export const fileImageQuery = (fileid: string) =>
  queryOptions({
    queryKey: ['file-image', fileid] as const,
    queryFn: async ({ signal }) => (await apiClient.get<Blob>(fileImageUrl(fileid), { responseType: 'blob', signal, silent: true })).data,
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    retry: 1,
  });

/** An object URL for the stored image `fileid` (null while loading or without one), revoked when no longer shown. */
export function useFileImageUrl(fileid: string | null | undefined): { url: string | null; isError: boolean } {
  const query = useQuery({ ...fileImageQuery(fileid ?? ''), enabled: !!fileid });
  const [url, setUrl] = useState<string | null>(null);
  const blob = fileid ? query.data : undefined;
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return { url, isError: query.isError };
}
