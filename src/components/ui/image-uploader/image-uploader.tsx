/**
 * Shared image uploader (spec §2.5/§5): 80×80 thumbnails, file picker, drag and drop, paste (Ctrl+V) of clipboard
 * images, remove, per-file progress and errors; checks type/size/count first, compresses in the worker, uploads,
 * and holds the fileids as a controlled `value`/`onChange` (react-hook-form friendly). Thumbnails open the viewer.
 */
import { Box, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { useRef, useState, type ClipboardEvent, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImagePlus } from 'react-icons/lu';
import { IMAGE_MAX_COUNT, IMAGE_MAX_MB, THUMBNAIL_PX } from '@/domain/images';
import { warnThrottled } from '@/lib/api-client';
import { ImageViewer } from '../image-viewer/image-viewer';
import { ImageTile } from './image-tile';
import { useImageQueue } from './use-image-queue';
import { validateFiles } from './validate-files';

export interface ImageUploaderProps {
  value?: string[];
  onChange?: (fileids: string[]) => void;
  /** most images held (default 100) */
  max?: number;
  /** per-file limit in MB (default 10) */
  limitMb?: number;
  /** compress to 0.6 within 2048×2048 before upload (default true) */
  compress?: boolean;
  disabled?: boolean;
  /** accessible name of the drop zone */
  label?: string;
  'data-testid'?: string;
}

const ACCEPT = 'image/jpeg,image/png,image/gif,image/bmp';
const EMPTY: string[] = [];

export function ImageUploader({
  value = EMPTY,
  onChange,
  max = IMAGE_MAX_COUNT,
  limitMb = IMAGE_MAX_MB,
  compress = true,
  disabled,
  label,
  'data-testid': testId = 'image-uploader',
}: ImageUploaderProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const queue = useImageQueue({
    value,
    onChange: (ids) => onChange?.(ids),
    compress,
    failedMessage: t('imageUploader.failed'),
    onUploadError: (message) => {
      setProblem(message);
      warnThrottled(message);
    },
  });
  const held = queue.tiles.filter((tile) => tile.status !== 'error').length;
  const full = held >= max;

  const take = (files: File[]) => {
    if (disabled || files.length === 0) return;
    const { accepted, errors } = validateFiles(t, files, { held, max, limitMb });
    setProblem(errors.at(-1) ?? null);
    errors.forEach((message) => warnThrottled(message));
    if (accepted.length) queue.add(accepted);
  };

  const onPaste = (event: ClipboardEvent) => {
    const files = [...(event.clipboardData?.files ?? [])];
    if (files.length === 0) return;
    event.preventDefault();
    take(files);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take([...(event.dataTransfer?.files ?? [])]);
  };

  const images = queue.tiles.map((tile) => ({ src: tile.preview, fileid: tile.preview ? null : tile.fileid, alt: tile.name }));

  return (
    <Stack
      gap="2"
      data-testid={testId}
      role="group"
      aria-label={label ?? t('imageUploader.add')}
      tabIndex={disabled ? undefined : 0}
      onPaste={onPaste}
      onDragOver={(e) => {
        if (disabled) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      rounded="md"
      outline="none"
      p="1"
      m="-1"
      bg={dragging ? 'brand.50' : undefined}
      _focusVisible={{ boxShadow: '0 0 0 2px var(--chakra-colors-brand-300)' }}
    >
      <Flex wrap="wrap" gap="2">
        {queue.tiles.map((tile, index) => (
          <ImageTile
            key={tile.key}
            tile={tile}
            disabled={disabled}
            onOpen={() => setViewing(index)}
            onRemove={() => queue.remove(tile.key)}
            onRetry={queue.canRetry(tile.key) ? () => queue.retry(tile.key) : undefined}
          />
        ))}
        {!full && !disabled && (
          <chakra.button
            type="button"
            w={`${THUMBNAIL_PX}px`}
            h={`${THUMBNAIL_PX}px`}
            flexShrink={0}
            rounded="md"
            borderWidth="1px"
            borderStyle="dashed"
            borderColor={dragging ? 'brand.500' : 'border.emphasized'}
            color="fg.muted"
            display="flex"
            flexDir="column"
            alignItems="center"
            justifyContent="center"
            gap="1"
            cursor="pointer"
            _hover={{ borderColor: 'brand.500', color: 'brand.600' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
            onClick={() => input.current?.click()}
            data-testid="image-uploader-add"
          >
            <LuImagePlus size="22" />
            <Text fontSize="11px">{dragging ? t('imageUploader.dropHere') : t('imageUploader.add')}</Text>
          </chakra.button>
        )}
      </Flex>
      <Text fontSize="xs" color="fg.muted">
        {t('imageUploader.hint', { types: 'jpg/png/gif/bmp', limit: limitMb })}
        {max > 1 && ` · ${t('imageUploader.hintCount', { count: held, max })}`}
      </Text>
      {problem && (
        <Text fontSize="xs" color="fg.error" role="alert" data-testid="image-uploader-error">
          {problem}
        </Text>
      )}
      <Box asChild display="none">
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple={max > 1}
          data-testid="image-uploader-input"
          onChange={(e) => {
            take([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </Box>
      <ImageViewer images={images} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
