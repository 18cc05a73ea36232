/** Extend a servicer's subscription by a number of days (quick choices 30/90/180/365 or any 1–1095). */
import { Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EXTEND_DAY_OPTIONS } from '@/domain/organization';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useExtendServicer } from '../api/extend-servicer';
import { FORM_LIMITS, extendSchema, type ExtendForm } from '../utils/forms';

export interface ExtendDialogProps {
  id: number;
  name: string;
  hostingEnd: string | null;
  open: boolean;
  onClose(): void;
}

export function ExtendDialog({ id, name, hostingEnd, open, onClose }: ExtendDialogProps) {
  const { t } = useTranslation();
  const extend = useExtendServicer(id);
  const form = useForm<ExtendForm>({ resolver: zodResolver(extendSchema), defaultValues: { days: '30' } });
  const { errors } = form.formState;
  const days = form.watch('days');
  const close = () => {
    form.reset({ days: '30' });
    onClose();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await extend.mutateAsync(Number(values.days));
      toast.success(t('platform.servicer.extended', { name, end: res.hosting_end }));
      close();
    } catch (error) {
      form.setError('days', { type: 'server', message: error instanceof ApiError ? error.msg : t('platform.failed') });
    }
  });
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && close()} placement="center" size="sm" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="extend-dialog" mx="4">
            <form onSubmit={(e) => void onSubmit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title fontSize="md">{t('platform.servicer.extend')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    {t('platform.servicer.extendHint', { name, end: hostingEnd ?? t('platform.servicer.never') })}
                  </Text>
                  <HStack gap="2" wrap="wrap">
                    {EXTEND_DAY_OPTIONS.map((d) => (
                      <Button key={d} size="xs" variant={days === String(d) ? 'solid' : 'outline'} colorPalette="brand" type="button" onClick={() => form.setValue('days', String(d), { shouldValidate: true })}>
                        {t('platform.servicer.days', { count: d })}
                      </Button>
                    ))}
                  </HStack>
                  <Field.Root invalid={!!errors.days} required>
                    <Field.Label fontSize="sm">
                      {t('platform.servicer.extendDays')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input size="sm" inputMode="numeric" data-testid="extend-days" {...form.register('days')} />
                    {errors.days && <Field.ErrorText>{t(errors.days.message ?? '', FORM_LIMITS)}</Field.ErrorText>}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" type="button" onClick={close}>
                  {t('platform.cancel')}
                </Button>
                <Button size="sm" type="submit" colorPalette="brand" loading={extend.isPending} data-testid="extend-confirm">
                  {t('platform.servicer.extend')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" onClick={close} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
