/** A comment's images as 80×80 thumbnails that open the shared image viewer. */
import { Box, HStack, Image, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { useFileImageUrl } from '@/components/ui/image-uploader/file-api';
import { ImageViewer } from '@/components/ui/image-viewer/image-viewer';
import { THUMBNAIL_PX } from '@/domain/images';

function Thumb({ fileid, alt, onOpen }: { fileid: string; alt: string; onOpen(): void }) {
  const { url } = useFileImageUrl(fileid);
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
      data-testid="ticket-comment-image"
      data-fileid={fileid}
      aria-label={alt}
    >
      {url ? <Image src={url} alt={alt} w="full" h="full" objectFit="cover" /> : <Spinner size="sm" />}
    </Box>
  );
}

export function TicketCommentImages({ fileids, alt }: { fileids: readonly string[]; alt: string }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <HStack gap="2" flexWrap="wrap" mt="1">
        {fileids.map((id, i) => (
          <Thumb key={id} fileid={id} alt={`${alt} ${i + 1}`} onOpen={() => setIndex(i)} />
        ))}
      </HStack>
      <ImageViewer images={fileids.map((fileid) => ({ fileid, alt }))} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}
