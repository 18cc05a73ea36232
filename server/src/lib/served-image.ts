/**
 * How a stored upload is answered: as the image type its bytes were checked to be at upload (raster types only,
 * never SVG or HTML), shown inline under a harmless name; anything else in the row goes out as an opaque download.
 */
import { SNIFFED_IMAGE_TYPES } from '../../../src/domain/images';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/bmp': 'bmp', 'image/webp': 'webp' };
const SAFE_NAME = /^[\w-]{1,64}$/;

export function servedImageHeaders(contentType: string, fileid: string): Record<string, string> {
  const image = (SNIFFED_IMAGE_TYPES as readonly string[]).includes(contentType);
  const name = SAFE_NAME.test(fileid) ? fileid : 'file';
  return {
    'content-type': image ? contentType : 'application/octet-stream',
    'content-disposition': image ? `inline; filename="${name}.${EXTENSIONS[contentType]}"` : `attachment; filename="${name}"`,
    'x-content-type-options': 'nosniff',
  };
}
