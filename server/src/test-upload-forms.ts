/** Test support for tests that go through the real upload routes: multipart bodies and image bytes. */

export const BOUNDARY = '----lading-storage-boundary';
export const FORM = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

/** a real 1×1 PNG */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** PNG magic bytes followed by `size` bytes of filler: a large "image" as far as the upload's sniffing goes */
export function bigPng(size: number): Buffer {
  const body = Buffer.alloc(size);
  for (let i = 0; i < size; i++) body[i] = (i * 7) % 256;
  return Buffer.concat([PNG.subarray(0, 16), body]);
}

export type FormPart = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

export function multipart(parts: FormPart[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('filename' in part) {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** the photo upload form of POST /api/file/image/upload */
export const photoForm = (data: Buffer) => multipart([{ name: 'photo', filename: 'photo.png', type: 'image/png', data }]);
