/** Name a new department (top level or under a parent) or rename one; the server's sibling-name check shows on the field. */
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GROUP_NAME_MAX } from '@/domain/organization';
import { groupNameSchema } from '../utils/company-schema';
import { OrgFormField } from './form-field';

export interface GroupNameDialogProps {
  open: boolean;
  title: string;
  /** the parent's name when adding a child */
  context?: string;
  initialName?: string;
  saving: boolean;
  /** resolves to a field error message, or null when saved */
  onSave(name: string): Promise<string | null>;
  onClose(): void;
}

export function GroupNameDialog({ open, title, context, initialName = '', saving, onSave, onClose }: GroupNameDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => groupNameSchema(GROUP_NAME_MAX), []);
  const form = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: initialName } });
  const { errors } = form.formState;
  useEffect(() => {
    if (open) form.reset({ name: initialName });
  }, [open, initialName, form]);
  const onSubmit = form.handleSubmit(async ({ name }) => {
    const error = await onSave(name.trim());
    if (error) form.setError('name', { type: 'server', message: error });
  });
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" size="sm" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="group-name-dialog" mx="4">
            <form onSubmit={(e) => void onSubmit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title fontSize="md">{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {context && (
                    <Text fontSize="sm" color="fg.muted">
                      {context}
                    </Text>
                  )}
                  <OrgFormField label={t('organization.groups.name')} required autoFocus error={errors.name?.message} errorValues={{ max: GROUP_NAME_MAX }} data-testid="group-name-input" {...form.register('name')} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" type="button" onClick={onClose}>
                  {t('organization.cancel')}
                </Button>
                <Button size="sm" type="submit" colorPalette="brand" loading={saving} data-testid="group-name-save">
                  {t('organization.save')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" onClick={onClose} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
