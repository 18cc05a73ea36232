/** One 80×80 thumbnail of the uploader: preview, progress while compressing/uploading, error, remove and retry. */
import { Box, Center, Spinner, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw, LuTriangleAlert, LuX } from 'react-icons/lu';
import { THUMBNAIL_PX } from '@/domain/images';
import { useFileImageUrl } from './file-api';
import type { ImageTileState } from './use-image-queue';

export interface ImageTileProps {
  tile: ImageTileState;
  disabled?: boolean;
  onOpen: () => void;
  onRemove: () => void;
  onRetry?: () => void;
}

const corner = {
  position: 'absolute',
  top: '2px',
  w: '20px',
  h: '20px',
  rounded: 'full',
  bg: 'blackAlpha.700',
  color: 'white',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  _hover: { bg: 'blackAlpha.800' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
} as const;

export function ImageTile({ tile, disabled, onOpen, onRemove, onRetry }: ImageTileProps) {
  const { t } = useTranslation();
  const remote = useFileImageUrl(tile.preview ? null : tile.fileid);
  const src = tile.preview ?? remote.url;
  const busy = tile.status === 'compressing' || tile.status === 'uploading';
  const failed = tile.status === 'error';

  return (
    <Box
      position="relative"
      w={`${THUMBNAIL_PX}px`}
      h={`${THUMBNAIL_PX}px`}
      flexShrink={0}
      rounded="md"
      overflow="hidden"
      borderWidth="1px"
      borderColor={failed ? 'border.error' : 'border'}
      bg="bg.muted"
      data-testid="image-tile"
      data-status={tile.status}
      data-fileid={tile.fileid ?? undefined}
    >
      <chakra.button
        type="button"
        w="full"
        h="full"
        p="0"
        cursor={src ? 'zoom-in' : 'default'}
        onClick={src ? onOpen : undefined}
        aria-label={t('imageUploader.view')}
        title={tile.name}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
      >
        {src ? (
          <chakra.img src={src} alt={tile.name} w="full" h="full" objectFit="cover" draggable={false} data-testid="image-tile-img" />
        ) : (
          <Center h="full">{remote.isError ? <LuTriangleAlert /> : <Spinner size="sm" color="fg.muted" />}</Center>
        )}
      </chakra.button>

      {busy && (
        <Box position="absolute" inset="0" bg="blackAlpha.500" color="white" pointerEvents="none" display="flex" flexDir="column" justifyContent="flex-end">
          <Text fontSize="10px" textAlign="center" mb="1" lineHeight="1.2">
            {tile.status === 'compressing' ? t('imageUploader.compressing') : t('imageUploader.uploading', { percent: tile.progress })}
          </Text>
          <Box h="4px" bg="whiteAlpha.400">
            <Box h="full" bg="brand.400" w={`${tile.status === 'compressing' ? 8 : tile.progress}%`} transition="width 0.2s" data-testid="image-tile-progress" />
          </Box>
        </Box>
      )}

      {failed && (
        <Box position="absolute" insetX="0" bottom="0" bg="red.600/90" color="white" px="1" py="0.5" title={tile.error ?? ''}>
          <Text fontSize="10px" lineClamp={2} lineHeight="1.2" data-testid="image-tile-error">
            {tile.error}
          </Text>
        </Box>
      )}

      {failed && onRetry && (
        <chakra.button type="button" {...corner} left="2px" onClick={onRetry} aria-label={t('imageUploader.retry')} title={t('imageUploader.retry')}>
          <LuRefreshCw size="11" />
        </chakra.button>
      )}
      {!disabled && (
        <chakra.button
          type="button"
          {...corner}
          right="2px"
          onClick={onRemove}
          aria-label={t('imageUploader.remove')}
          title={t('imageUploader.remove')}
          data-testid="image-tile-remove"
        >
          <LuX size="12" />
        </chakra.button>
      )}
    </Box>
  );
}
