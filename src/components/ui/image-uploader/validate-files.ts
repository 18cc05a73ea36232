/** Spec §5 checks of a batch before anything is compressed or uploaded, with the spec's messages. */
import type { TFunction } from 'i18next';
import { checkImageCount, checkImageFile, type ImageRejection } from '@/domain/images';

export function rejectionMessage(t: TFunction, rejection: ImageRejection): string {
  switch (rejection.reason) {
    case 'tooLarge':
      return t('imageUploader.tooLarge', { limit: rejection.limit });
    case 'typeNotAllowed':
      return t('imageUploader.typeNotAllowed', { type: rejection.type });
    case 'tooMany':
      return t('imageUploader.tooMany', { max: rejection.max });
  }
}

/** Accepted files and the rejections' messages; a batch that would pass `max` is refused whole. */
export function validateFiles(
  t: TFunction,
  files: File[],
  { held, max, limitMb }: { held: number; max: number; limitMb: number },
): { accepted: File[]; errors: string[] } {
  const tooMany = checkImageCount(held, files.length, max);
  if (tooMany) return { accepted: [], errors: [rejectionMessage(t, tooMany)] };
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const rejection = checkImageFile(file, limitMb);
    if (rejection) errors.push(rejectionMessage(t, rejection));
    else accepted.push(file);
  }
  return { accepted, errors };
}
