/** Stored images (fileids) as 80×80 thumbnails that open the shared image viewer (order photos, ticket comments). */
import { Box, HStack, Image, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImageOff } from 'react-icons/lu';
import { useFileImageUrl } from '@/components/ui/image-uploader/file-api';
import { ImageViewer } from './image-viewer';
import { THUMBNAIL_PX } from '@/domain/images';

function Thumb({ fileid, alt, testId, onOpen }: { fileid: string; alt: string; testId: string; onOpen(): void }) {
  const { t } = useTranslation();
  const { url, isError } = useFileImageUrl(fileid);
  return (
    <Box
      as="button"
      onClick={onOpen}
      w={`${THUMBNAIL_PX}px`}
      h={`${THUMBNAIL_PX}px`}
      borderWidth="1px"
      borderRadius="md"
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
      {url ? <Image src={url} alt={alt} w="full" h="full" objectFit="cover" /> : isError ? <Box as={LuImageOff} color="fg.muted" boxSize="6" /> : <Spinner size="sm" />}
    </Box>
  );
}

export interface PhotoStripProps {
  fileids: readonly string[];
  alt: string;
  /** each thumbnail's data-testid */
  testId?: string;
  mt?: string;
}

export function PhotoStrip({ fileids, alt, testId = 'order-photo', mt }: PhotoStripProps) {
  const [index, setIndex] = useState<number | null>(null);
  if (fileids.length === 0) return null;
  return (
    <>
      <HStack gap="2" flexWrap="wrap" mt={mt}>
        {fileids.map((id, i) => (
          <Thumb key={id} fileid={id} alt={`${alt} ${i + 1}`} testId={testId} onOpen={() => setIndex(i)} />
        ))}
      </HStack>
      <ImageViewer images={fileids.map((fileid) => ({ fileid, alt }))} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}
