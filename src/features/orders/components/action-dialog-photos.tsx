/**
 * The photos of one order's action (sign, abnormal report) kept on this device until the action is sent: each
 * picked image is compressed and held with a photoRef(); the outbox uploads it first, even when the action was
 * taken without a network. The field's value is the refs (so the action's schema checks the count).
 */
import { Box, Center, Field, Flex, Spinner, Text, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuImagePlus, LuX } from 'react-icons/lu';
import { THUMBNAIL_PX } from '@/domain/images';
import { compressImage } from '@/lib/image-compress';
import { photoRef, type PhotoInput } from '@/lib/outbox';

export interface HeldPhoto extends PhotoInput {
  data: Blob;
  preview: string;
}

export interface ActionPhotosFieldProps {
  label: string;
  required?: boolean;
  error?: string;
  max: number;
  photos: HeldPhoto[];
  onChange(photos: HeldPhoto[]): void;
  testId: string;
}

const ACCEPT = 'image/jpeg,image/png,image/gif,image/bmp';

export function ActionPhotosField({ label, required, error, max, photos, onChange, testId }: ActionPhotosFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(photos);
  latest.current = photos;
  // previews are object URLs: released when the dialog closes
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  const take = async (files: File[]) => {
    const room = Math.max(0, max - latest.current.length - busy);
    const accepted = files.filter((f) => f.type.startsWith('image/')).slice(0, room);
    setProblem(files.length > accepted.length ? t('orders.validation.photosMax', { max }) : null);
    if (!accepted.length) return;
    setBusy((n) => n + accepted.length);
    for (const file of accepted) {
      let data: File = file;
      try {
        data = await compressImage(file);
      } catch {
        // the original is kept: larger, but nothing the user picked is lost
      }
      const held: HeldPhoto = { ref: photoRef(), data, type: data.type || file.type, name: data.name || file.name, preview: URL.createObjectURL(data) };
      latest.current = [...latest.current, held];
      onChange(latest.current);
      setBusy((n) => n - 1);
    }
  };

  const remove = (ref: string) => {
    const gone = latest.current.find((p) => p.ref === ref);
    if (gone) URL.revokeObjectURL(gone.preview);
    onChange(latest.current.filter((p) => p.ref !== ref));
  };

  return (
    <Field.Root required={required} invalid={!!error}>
      <Field.Label fontSize="sm">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Flex gap="2" flexWrap="wrap" data-testid={testId}>
        {photos.map((p) => (
          <Box key={p.ref} position="relative" w={`${THUMBNAIL_PX}px`} h={`${THUMBNAIL_PX}px`} rounded="md" overflow="hidden" borderWidth="1px" data-testid="image-tile" data-status="done">
            <chakra.img src={p.preview} alt={p.name} w="full" h="full" objectFit="cover" />
            <chakra.button
              type="button"
              aria-label={t('orders.action.removePhoto')}
              onClick={() => remove(p.ref)}
              position="absolute"
              top="2px"
              right="2px"
              w="20px"
              h="20px"
              rounded="full"
              bg="blackAlpha.700"
              color="white"
              display="flex"
              alignItems="center"
              justifyContent="center"
              cursor="pointer"
              data-testid={`${testId}-remove`}
            >
              <LuX size="12" />
            </chakra.button>
          </Box>
        ))}
        {busy > 0 && (
          <Center w={`${THUMBNAIL_PX}px`} h={`${THUMBNAIL_PX}px`} rounded="md" borderWidth="1px" data-testid="image-tile" data-status="compressing">
            <Spinner size="sm" />
          </Center>
        )}
        {photos.length + busy < max && (
          <chakra.button
            type="button"
            onClick={() => input.current?.click()}
            w={`${THUMBNAIL_PX}px`}
            h={`${THUMBNAIL_PX}px`}
            rounded="md"
            borderWidth="1px"
            borderStyle="dashed"
            color="fg.muted"
            display="flex"
            flexDirection="column"
            alignItems="center"
            justifyContent="center"
            gap="1"
            cursor="pointer"
            _hover={{ borderColor: 'brand.500', color: 'brand.fg' }}
            aria-label={label}
            data-testid={`${testId}-add`}
          >
            <LuImagePlus size="20" />
            <Text fontSize="xs">{t('orders.action.addPhoto')}</Text>
          </chakra.button>
        )}
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          // the shared uploader's test id: browser tests pick files the same way in both
          data-testid="image-uploader-input"
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            void take(files);
          }}
        />
      </Flex>
      {problem && !error && (
        <Text fontSize="xs" color="fg.error">
          {problem}
        </Text>
      )}
      {error && <Field.ErrorText data-testid={`${testId}-error`}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** What the outbox needs of the held photos the action keeps (the refs in its validated body). */
export function photosToSend(held: HeldPhoto[], refs: unknown): PhotoInput[] {
  const kept = new Set(Array.isArray(refs) ? refs : []);
  return held.filter((p) => kept.has(p.ref)).map(({ ref, data, type, name }) => ({ ref, data, type, name }));
}
