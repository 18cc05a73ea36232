/**
 * The uploader's state: one tile per image, each going compress (worker) → upload (progress) → done with a fileid.
 * `value` (fileids) is controlled from outside like any react-hook-form field; local previews are object URLs that
 * are revoked as soon as their tile is gone and on unmount.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { compressImage } from '@/lib/image-compress';
import { uploadImageByPolicy } from './direct-upload';

export type TileStatus = 'compressing' | 'uploading' | 'done' | 'error';

export interface ImageTileState {
  key: string;
  fileid: string | null;
  /** object URL of the local file (null for images already on the server) */
  preview: string | null;
  status: TileStatus;
  progress: number;
  error: string | null;
  name: string;
}

export interface ImageQueueOptions {
  value: string[];
  onChange: (fileids: string[]) => void;
  compress: boolean;
  /** message for a failure without a server message */
  failedMessage: string;
  onUploadError?: (message: string) => void;
}

let seq = 0;
const nextKey = () => `img-${++seq}`;
const remoteTile = (fileid: string): ImageTileState => ({
  key: nextKey(),
  fileid,
  preview: null,
  status: 'done',
  progress: 100,
  error: null,
  name: fileid,
});

export function useImageQueue({ value, onChange, compress, failedMessage, onUploadError }: ImageQueueOptions) {
  const [tiles, setTiles] = useState<ImageTileState[]>(() => value.map(remoteTile));
  const files = useRef(new Map<string, File>());
  const aborts = useRef(new Map<string, AbortController>());
  const synced = useRef(value.join(','));
  const latest = useRef({ onChange, onUploadError, compress, failedMessage });
  latest.current = { onChange, onUploadError, compress, failedMessage };

  const patch = useCallback((key: string, changes: Partial<ImageTileState>) => {
    setTiles((prev) => prev.map((t) => (t.key === key ? { ...t, ...changes } : t)));
  }, []);

  // an outside change of value (form reset, loaded data): keep tiles still uploading, follow value for the rest
  useEffect(() => {
    const key = value.join(',');
    if (key === synced.current) return;
    synced.current = key;
    setTiles((prev) => {
      const byId = new Map(prev.filter((t) => t.fileid).map((t) => [t.fileid as string, t]));
      return [...value.map((id) => byId.get(id) ?? remoteTile(id)), ...prev.filter((t) => !t.fileid)];
    });
  }, [value]);

  // finished uploads and removals flow out through onChange
  useEffect(() => {
    const ids = tiles.filter((t) => t.status === 'done' && t.fileid).map((t) => t.fileid as string);
    const key = ids.join(',');
    if (key === synced.current) return;
    synced.current = key;
    latest.current.onChange(ids);
  }, [tiles]);

  // revoke previews whose tile is gone; all of them on unmount
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const live = new Set(tiles.map((t) => t.preview).filter((p): p is string => !!p));
    for (const url of previews.current) if (!live.has(url)) URL.revokeObjectURL(url);
    previews.current = live;
  }, [tiles]);
  useEffect(
    () => () => {
      for (const url of previews.current) URL.revokeObjectURL(url);
      for (const controller of aborts.current.values()) controller.abort();
    },
    [],
  );

  const run = useCallback(
    async (key: string) => {
      const file = files.current.get(key);
      if (!file) return;
      const controller = new AbortController();
      aborts.current.set(key, controller);
      patch(key, { status: 'compressing', progress: 0, error: null });
      let upload = file;
      try {
        upload = await compressImage(file, { compress: latest.current.compress });
      } catch (error) {
        // the server is the judge of what the bytes are: an image the worker cannot decode is sent as it is
        console.warn((error as Error).message);
      }
      if (controller.signal.aborted) return;
      patch(key, { status: 'uploading', progress: 0 });
      try {
        // the signed direct path when the server has it on, else POST /file/image/upload
        const result = await uploadImageByPolicy(upload, (progress) => patch(key, { progress }), controller.signal);
        files.current.delete(key);
        patch(key, { status: 'done', progress: 100, fileid: result.fileid });
      } catch (error) {
        if (controller.signal.aborted) return;
        const message = error instanceof ApiError && error.msg ? error.msg : latest.current.failedMessage;
        patch(key, { status: 'error', error: message });
        latest.current.onUploadError?.(message);
      } finally {
        aborts.current.delete(key);
      }
    },
    [patch],
  );

  const add = useCallback(
    (accepted: File[]) => {
      const fresh = accepted.map((file) => {
        const key = nextKey();
        files.current.set(key, file);
        return {
          key,
          fileid: null,
          preview: URL.createObjectURL(file),
          status: 'compressing' as const,
          progress: 0,
          error: null,
          name: file.name,
        };
      });
      setTiles((prev) => [...prev, ...fresh]);
      for (const tile of fresh) void run(tile.key);
    },
    [run],
  );

  const remove = useCallback((key: string) => {
    aborts.current.get(key)?.abort();
    files.current.delete(key);
    setTiles((prev) => prev.filter((t) => t.key !== key));
  }, []);

  const retry = useCallback((key: string) => void run(key), [run]);

  return { tiles, add, remove, retry, canRetry: (key: string) => files.current.has(key) };
}
