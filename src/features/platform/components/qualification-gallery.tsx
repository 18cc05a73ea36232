/** The applicant's qualification photos as 80×80 thumbnails (spec §9) opening the image viewer. */
import { Box, Center, Flex, Image, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImageOff } from 'react-icons/lu';
import { ImageViewer } from '@/components/ui/image-viewer/image-viewer';
import { useAuditImageUrls } from '../api/audit-image';

export function QualificationGallery({ companyId, fileids }: { companyId: number; fileids: string[] }) {
  const { t } = useTranslation();
  const { urls, failed } = useAuditImageUrls(companyId, fileids);
  const [index, setIndex] = useState<number | null>(null);
  if (!fileids.length) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="audit-no-photos">
        {t('platform.audit.noPhotos')}
      </Text>
    );
  }
  return (
    <>
      <Flex gap="3" wrap="wrap" data-testid="audit-photos">
        {fileids.map((fileid, i) => (
          <Box
            as="button"
            key={fileid}
            w="80px"
            h="80px"
            borderRadius="md"
            borderWidth="1px"
            overflow="hidden"
            bg="bg.muted"
            cursor="zoom-in"
            onClick={() => setIndex(i)}
            aria-label={t('platform.audit.photo', { n: i + 1 })}
            data-testid={`audit-photo-${i}`}
          >
            {urls[i] ? (
              <Image src={urls[i]!} alt={t('platform.audit.photo', { n: i + 1 })} w="80px" h="80px" objectFit="cover" />
            ) : (
              <Center h="full" color="fg.muted">
                {failed[i] ? <LuImageOff /> : <Spinner size="sm" />}
              </Center>
            )}
          </Box>
        ))}
      </Flex>
      <ImageViewer
        images={fileids.map((_, i) => ({ src: urls[i] ?? null, alt: t('platform.audit.photo', { n: i + 1 }) }))}
        index={index}
        onIndexChange={setIndex}
        onClose={() => setIndex(null)}
      />
    </>
  );
}
