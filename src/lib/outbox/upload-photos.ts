/** An entry's photos go before the entry that names them, each once: a fileid already on the blob row is never uploaded again. */
import type { LadingDb, OutboxRow } from '@/lib/db';
import * as store from './store';
import type { OutboxTransport } from './transport';

/** Uploads what is not uploaded yet (key `<entry key>:photo:<n>`); resolves with each photo ref's fileid. */
export async function uploadPhotos(db: LadingDb, transport: OutboxTransport, entry: OutboxRow): Promise<Map<string, string>> {
  const fileIds = new Map<string, string>();
  const blobs = await store.blobsOf(db, entry);
  for (const blob of blobs) {
    let fileId = blob.fileId;
    if (!fileId) {
      const n = entry.blobIds.indexOf(blob.id);
      fileId = await transport.upload(blob, `${entry.key}:photo:${n}`);
      await store.rememberFileId(db, blob.id, fileId);
    }
    fileIds.set(blob.id, fileId);
  }
  return fileIds;
}
