/** Edit nickname and mobile (POST /user/users/updateUser); the mobile must match 1[3-9]\d{9}. */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toaster';
import { useUpdateUser } from '../api/update-user';
import { profileSchema, type ProfileForm as ProfileValues } from '../utils/account-schemas';
import { FormField } from './form-field';

export interface ProfileFormProps {
  nickname: string;
  phone: string;
}

export function ProfileForm({ nickname, phone }: ProfileFormProps) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const form = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: { nickname, phone } });
  const { errors, isDirty } = form.formState;
  const { reset } = form;

  // a refetch updates the fields not being edited and keeps what the user typed
  useEffect(() => reset({ nickname, phone }, { keepDirtyValues: true, keepDirty: true }), [nickname, phone, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    await update.mutateAsync(values);
    toast.success(t('account.profileSaved'));
    reset(values);
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="profile-form">
      <Stack gap="4" maxW="420px">
        <FormField label={t('account.fields.nickname')} required error={errors.nickname?.message} data-testid="profile-nickname" {...form.register('nickname')} />
        <FormField
          label={t('account.fields.phone')}
          required
          inputMode="tel"
          maxLength={11}
          error={errors.phone?.message}
          data-testid="profile-phone"
          {...form.register('phone')}
        />
        <HStack>
          <Button type="submit" size="sm" colorPalette="brand" loading={update.isPending} disabled={!isDirty} data-testid="profile-save">
            {t('account.save')}
          </Button>
          <Button type="button" size="sm" variant="outline" disabled={!isDirty} onClick={() => reset({ nickname, phone })}>
            {t('account.reset')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
