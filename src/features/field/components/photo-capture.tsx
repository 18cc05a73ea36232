/**
 * Sign photos from the device camera (capture attribute; a file picker on desktops): each compressed before it is
 * kept, as bytes + type (what the outbox and drafts store), with thumbnails and remove.
 */
import { Box, Button, CloseButton, Field, HStack, Image, Input, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compressImage } from '@/lib/image-compress';

export interface CapturedPhoto {
  id: string;
  name: string;
  type: string;
  data: ArrayBuffer;
}

export interface PhotoCaptureProps {
  photos: CapturedPhoto[];
  max: number;
  error?: string;
  onChange(photos: CapturedPhoto[]): void;
}

const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `p-${Date.now()}-${Math.random().toString(36).slice(2)}`);

function Thumb({ photo, onRemove, label }: { photo: CapturedPhoto; onRemove(): void; label: string }) {
  const url = useMemo(() => URL.createObjectURL(new Blob([photo.data], { type: photo.type })), [photo]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Box position="relative" w="72px" h="72px" borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="field-photo">
      <Image src={url} alt={photo.name} w="full" h="full" objectFit="cover" />
      <CloseButton size="2xs" position="absolute" top="0" right="0" bg="bg" aria-label={label} onClick={onRemove} data-testid="field-photo-remove" />
    </Box>
  );
}

export function PhotoCapture({ photos, max, error, onChange }: PhotoCaptureProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef(photos);
  latest.current = photos;

  const add = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    setFailure(null);
    const room = max - latest.current.length;
    const added: CapturedPhoto[] = [];
    try {
      for (const file of Array.from(files).slice(0, Math.max(0, room))) {
        const out = await compressImage(file);
        added.push({ id: newId(), name: out.name, type: out.type || 'image/jpeg', data: await out.arrayBuffer() });
      }
    } catch (e) {
      setFailure(t('field.form.photoFailed', { msg: e instanceof Error ? e.message : String(e) }));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
    if (added.length > 0) onChange([...latest.current, ...added]);
  };

  return (
    <Field.Root invalid={!!error || !!failure} required>
      <Field.Label>{t('field.form.photos', { count: photos.length, max })}</Field.Label>
      <HStack wrap="wrap" gap="2">
        {photos.map((p) => (
          <Thumb key={p.id} photo={p} label={t('field.form.removePhoto')} onRemove={() => onChange(photos.filter((x) => x.id !== p.id))} />
        ))}
        {photos.length < max && (
          <Button variant="outline" w="72px" h="72px" onClick={() => input.current?.click()} loading={busy} data-testid="field-photo-add">
            <Text fontSize="xs" whiteSpace="normal">
              {t('field.form.takePhoto')}
            </Text>
          </Button>
        )}
      </HStack>
      <Input ref={input} type="file" accept="image/*" capture="environment" multiple display="none" onChange={(e) => void add(e.currentTarget.files)} data-testid="field-photo-input" />
      {busy && <Field.HelperText>{t('field.form.compressing')}</Field.HelperText>}
      {(error || failure) && <Field.ErrorText>{failure ?? error}</Field.ErrorText>}
    </Field.Root>
  );
}
