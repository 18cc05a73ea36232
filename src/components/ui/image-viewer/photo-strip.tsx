/**
 * Stored images (fileids) as 80×80 thumbnails that open the shared image viewer (order photos, ticket comments);
 * `compact`: 26×26, centred in a data table row (ROW_HEIGHT 34) — the click still opens the full image.
 */
import { Box, HStack, Image, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImageOff } from 'react-icons/lu';
import { useFileImageUrl } from '@/components/ui/image-uploader/file-api';
import { ImageViewer } from './image-viewer';
import { THUMBNAIL_PX } from '@/domain/images';

/** a thumbnail that fits a data table row */
const COMPACT_PX = 26;

function Thumb({ fileid, alt, testId, size, onOpen }: { fileid: string; alt: string; testId: string; size: number; onOpen(): void }) {
  const { t } = useTranslation();
  const { url, isError } = useFileImageUrl(fileid);
  return (
    <Box
      as="button"
      onClick={onOpen}
      w={`${size}px`}
      h={`${size}px`}
      flexShrink={0}
      borderWidth="1px"
      borderRadius={size < THUMBNAIL_PX ? 'sm' : 'md'}
      overflow="hidden"
      display="grid"
      placeItems="center"
      bg="bg.muted"
      data-testid={testId}
      data-fileid={fileid}
      data-state={url ? 'loaded' : isError ? 'error' : 'loading'}
      aria-label={alt}
      title={isError ? t('imageViewer.loadFailed') : undefined}
    >
      {url ? <Image src={url} alt={alt} w="full" h="full" objectFit="cover" /> : isError ? <Box as={LuImageOff} color="fg.muted" boxSize={size < THUMBNAIL_PX ? '4' : '6'} /> : <Spinner size="sm" />}
    </Box>
  );
}

export interface PhotoStripProps {
  fileids: readonly string[];
  alt: string;
  /** each thumbnail's data-testid */
  testId?: string;
  mt?: string;
  /** small thumbnails centred in the row's height (a data table cell) */
  compact?: boolean;
}

export function PhotoStrip({ fileids, alt, testId = 'order-photo', mt, compact = false }: PhotoStripProps) {
  const [index, setIndex] = useState<number | null>(null);
  if (fileids.length === 0) return null;
  return (
    <>
      <HStack gap={compact ? '1' : '2'} flexWrap={compact ? 'nowrap' : 'wrap'} h={compact ? 'full' : undefined} mt={mt}>
        {fileids.map((id, i) => (
          <Thumb key={id} fileid={id} alt={`${alt} ${i + 1}`} testId={testId} size={compact ? COMPACT_PX : THUMBNAIL_PX} onOpen={() => setIndex(i)} />
        ))}
      </HStack>
      <ImageViewer images={fileids.map((fileid) => ({ fileid, alt }))} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}
