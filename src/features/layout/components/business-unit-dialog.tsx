/**
 * Business-unit chooser (spec §2.4): title 请选择你当前的事业部, a required select of the user's groups and a
 * confirm button; confirming puts the group into the token and toasts 切换成功.
 */
import { Button, CloseButton, Dialog, Field, NativeSelect, Portal } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BusinessGroup } from '@/domain/auth';
import { useSwitchBusinessGroup } from '@/lib/session/queries';
import { toast } from '@/lib/toaster';
import { businessUnitSchema, type BusinessUnitForm } from '../utils/business-unit-schema';

export interface BusinessUnitDialogProps {
  open: boolean;
  groups: BusinessGroup[];
  currentGroupId: number | null | undefined;
  /** the automatic after-login chooser cannot be dismissed: a unit must be chosen */
  dismissible: boolean;
  onClose: () => void;
}

export function BusinessUnitDialog({ open, groups, currentGroupId, dismissible, onClose }: BusinessUnitDialogProps) {
  const { t } = useTranslation();
  const switchGroup = useSwitchBusinessGroup();
  const form = useForm<BusinessUnitForm>({
    resolver: zodResolver(businessUnitSchema),
    defaultValues: { group_id: currentGroupId ? String(currentGroupId) : '' },
  });
  const { reset } = form;

  useEffect(() => {
    if (open) reset({ group_id: currentGroupId ? String(currentGroupId) : '' });
  }, [open, currentGroupId, reset]);

  const onSubmit = form.handleSubmit(async ({ group_id }) => {
    const group = groups.find((g) => String(g.id) === group_id);
    if (!group) return;
    await switchGroup.mutateAsync({ group_id: group.id, group_name: group.name });
    toast.success(t('layout.businessUnit.success'));
    onClose();
  });

  const error = form.formState.errors.group_id?.message;

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open && dismissible) onClose();
      }}
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="bu-dialog" mx="4">
            <form onSubmit={(e) => void onSubmit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title fontSize="md">{t('layout.businessUnit.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={!!error} required>
                  <Field.Label>
                    {t('layout.businessUnit.label')}
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field data-testid="bu-select" placeholder={t('layout.businessUnit.placeholder')} {...form.register('group_id')}>
                      {groups.map((g) => (
                        <option key={g.id} value={String(g.id)}>
                          {g.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {error && <Field.ErrorText data-testid="bu-error">{t(error)}</Field.ErrorText>}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                {dismissible && (
                  <Button variant="outline" size="sm" onClick={onClose} type="button">
                    {t('layout.businessUnit.cancel')}
                  </Button>
                )}
                <Button type="submit" size="sm" colorPalette="brand" loading={switchGroup.isPending} data-testid="bu-confirm">
                  {t('layout.businessUnit.confirm')}
                </Button>
              </Dialog.Footer>
            </form>
            {dismissible && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
