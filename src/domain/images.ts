/** Image limits of spec §5/§9, shared by the uploader (checks before compressing) and the server (checks again). */

/** 10 MB: the uploader's default size limit and the server's streaming cap. */
export const IMAGE_MAX_MB = 10;
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;
/** default number of images one uploader holds */
export const IMAGE_MAX_COUNT = 100;
/** allowed declared types (the part after image/); '' is a file the browser could not type */
export const IMAGE_ALLOWED_TYPES = ['jpeg', 'jpg', 'gif', 'png', 'bmp', ''] as const;
/** compression target: quality 0.6, longest side 2048 */
export const COMPRESS_QUALITY = 0.6;
export const COMPRESS_MAX_SIDE = 2048;
/** files over 5 MB are redrawn at 0.95 (gif excepted) */
export const REDRAW_OVER_BYTES = 5 * 1024 * 1024;
export const REDRAW_QUALITY = 0.95;
/** signed-policy direct upload: content-length-range and lifetime */
export const POLICY_MAX_BYTES = 10_240_000;
export const POLICY_EXPIRY_S = 86_400;
export const IMAGE_VIEWER_Z_INDEX = 4000;
export const THUMBNAIL_PX = 80;

/** Content types the server accepts, found by magic bytes. */
export const SNIFFED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/webp'] as const;
export type SniffedImageType = (typeof SNIFFED_IMAGE_TYPES)[number];

export type ImageRejection =
  | { reason: 'tooLarge'; limit: number }
  | { reason: 'typeNotAllowed'; type: string }
  | { reason: 'tooMany'; max: number };

/** The declared subtype of a file: 'image/png' → 'png', 'application/pdf' → 'pdf', '' → ''. */
export function declaredSubtype(mime: string): string {
  const slash = mime.indexOf('/');
  return (slash < 0 ? mime : mime.slice(slash + 1)).toLowerCase();
}

/**
 * Spec §5 checks of one file, in the spec's order: type, then size. `limitMb` defaults to 10.
 * The type shown in the message is the declared subtype (e.g. 'pdf'), or the full type when it is not an image.
 */
export function checkImageFile(file: { size: number; type: string }, limitMb = IMAGE_MAX_MB): ImageRejection | null {
  const type = file.type ?? '';
  const isImage = type === '' || type.toLowerCase().startsWith('image/');
  const sub = declaredSubtype(type);
  if (!isImage || !(IMAGE_ALLOWED_TYPES as readonly string[]).includes(sub)) return { reason: 'typeNotAllowed', type: sub || type };
  if (file.size > limitMb * 1024 * 1024) return { reason: 'tooLarge', limit: limitMb };
  return null;
}

/** How many of `incoming` files still fit when `current` are held and at most `max` are allowed. */
export function checkImageCount(current: number, incoming: number, max = IMAGE_MAX_COUNT): ImageRejection | null {
  return current + incoming > max ? { reason: 'tooMany', max } : null;
}
