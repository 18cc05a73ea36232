/**
 * Sign: signer, 1..SIGN_PHOTOS_MAX photos from the camera, memo. Autosaved as a draft ('sign:<order no>', photos
 * as bytes) so closing the tab mid-sign loses nothing; the draft goes once the sign is stored in the outbox.
 */
import { Field, Input, Textarea } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGN_PHOTOS_MAX } from '@/domain/order-lifecycle';
import { ORDER_ACTION_LABELS } from '@/domain/order-messages';
import { readDraft, useAutosave } from '@/lib/drafts';
import { photoRef } from '@/lib/outbox';
import { toast } from '@/lib/toaster';
import { failureMessage, useTaskAction } from '../hooks/use-task-action';
import type { TaskFormProps } from './appoint-form';
import { PhotoCapture, type CapturedPhoto } from './photo-capture';
import { TaskDialog } from './task-dialog';

interface SignDraft {
  signer: string;
  memo: string;
  photos: CapturedPhoto[];
}

const EMPTY: SignDraft = { signer: '', memo: '', photos: [] };

export function SignForm({ order, onClose }: TaskFormProps) {
  const { t, i18n } = useTranslation();
  const draftKey = `sign:${order.orderNo}`;
  const [value, setValue] = useState<SignDraft>(EMPTY);
  const [loaded, setLoaded] = useState(false);
  const [errors, setErrors] = useState<{ signer?: string; photos?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const run = useTaskAction(order);
  const touched = useMemo(() => value !== EMPTY, [value]);
  const autosave = useAutosave(draftKey, value, { enabled: loaded && touched });

  useEffect(() => {
    let live = true;
    void readDraft<SignDraft>(draftKey).then((d) => {
      if (!live) return;
      if (d?.value && (d.value.signer || d.value.memo || d.value.photos?.length)) {
        setValue({ signer: d.value.signer ?? '', memo: d.value.memo ?? '', photos: d.value.photos ?? [] });
        toast.info(t('field.form.draftRestored'));
      }
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, [draftKey, t]);

  const submit = async () => {
    const next: typeof errors = {};
    if (!value.signer.trim()) next.signer = t('field.form.required', { field: t('field.form.signer') });
    if (value.photos.length < 1 || value.photos.length > SIGN_PHOTOS_MAX) next.photos = t('field.form.photosRequired', { max: SIGN_PHOTOS_MAX });
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setError(null);
    const photos = value.photos.map((p) => ({ ref: photoRef(), data: p.data, type: p.type, name: p.name }));
    const data = { signer: value.signer.trim(), photos: photos.map((p) => p.ref), ...(value.memo.trim() ? { memo: value.memo.trim() } : {}) };
    try {
      const outcome = await run.mutateAsync({ action: 'sign', data, photos });
      if (outcome.outcome === 'rejected') {
        setError(failureMessage(outcome, null));
        return;
      }
      await autosave.clear();
      onClose();
    } catch (e) {
      setError(failureMessage(undefined, e));
    }
  };

  return (
    <TaskDialog title={`${ORDER_ACTION_LABELS.sign[i18n.language.startsWith('zh') ? 'zh' : 'en']} ${order.orderNo}`} testId="field-sign-dialog" pending={run.isPending} error={error} onSubmit={() => void submit()} onClose={onClose}>
      <Field.Root required invalid={!!errors.signer}>
        <Field.Label>{t('field.form.signer')}</Field.Label>
        <Input value={value.signer} maxLength={50} onChange={(e) => setValue({ ...value, signer: e.currentTarget.value })} data-testid="field-signer" />
        {errors.signer && <Field.ErrorText>{errors.signer}</Field.ErrorText>}
      </Field.Root>
      <PhotoCapture photos={value.photos} max={SIGN_PHOTOS_MAX} error={errors.photos} onChange={(photos) => setValue((v) => ({ ...v, photos }))} />
      <Field.Root>
        <Field.Label>{t('field.form.memo')}</Field.Label>
        <Textarea rows={2} maxLength={200} value={value.memo} onChange={(e) => setValue({ ...value, memo: e.currentTarget.value })} data-testid="field-memo" />
      </Field.Root>
    </TaskDialog>
  );
}
