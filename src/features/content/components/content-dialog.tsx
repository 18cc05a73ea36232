/**
 * The content screens' form dialogs: the shared FormDialog with the catalog's save and cancel and its test ids from
 * one name, and the outcome of the dialog's write (a toast and close, or the server's message on the dialog).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogProps } from '@/components/ui/form-dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';

export type ContentDialogProps = Omit<FormDialogProps, 'submitLabel' | 'cancelLabel' | 'testId' | 'submitTestId' | 'errorTestId'> & {
  /** the test ids are `${name}-dialog`, `${name}-submit` and `${name}-error` */
  name: string;
  /** 'content.save' unless told */
  submitLabel?: string;
};

export function ContentDialog({ name, submitLabel, ...props }: ContentDialogProps) {
  const { t } = useTranslation();
  return <FormDialog {...props} submitLabel={submitLabel ?? t('content.save')} cancelLabel={t('content.cancel')} testId={`${name}-dialog`} submitTestId={`${name}-submit`} errorTestId={`${name}-error`} />;
}

/** A dialog's problem and its write's callbacks: on success the `savedKey` toast and close, on failure the server's message (or 'content.failed'). */
export function useDialogWrite(onClose: () => void, savedKey = 'content.saved') {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const outcome = {
    onSuccess: () => {
      toast.success(t(savedKey));
      onClose();
    },
    onError: (e: unknown) => setProblem(e instanceof ApiError ? e.msg : t('content.failed')),
  };
  return { problem, setProblem, outcome };
}
