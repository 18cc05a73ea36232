/**
 * /saas/account/sub/create: (and /saas/system/account/add) a new sub-account — name, username, mobile, password twice, role and departments.
 * The server checks everything again (unique username included); its field messages land on the field.
 */
import { Button, Heading, HStack, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { useCreateSubAccount } from '../api/create-sub-account';
import { useAccountPaths } from '../utils/account-paths';
import { SUB_ACCOUNT_LIMITS, subAccountCreateSchema, toSubAccountBody, type SubAccountCreateForm, type SubAccountEditForm } from '../utils/sub-account-schema';
import { OrgFormField } from './form-field';
import { MainOnlyNotice } from './main-only-notice';
import { applyServerError } from './server-error';
import { SubAccountFields } from './sub-account-fields';

const EMPTY: SubAccountCreateForm = { nickname: '', username: '', phone: '', password: '', confirm_password: '', role_id: '', group_ids: [] };
const SERVER_FIELDS = ['nickname', 'username', 'phone', 'password', 'confirm_password', 'role_id', 'group_ids'] as const;

export function SubAccountCreateScreen() {
  const { t } = useTranslation();
  const payload = useTokenPayload();
  const navigate = useNavigate();
  const paths = useAccountPaths();
  const create = useCreateSubAccount();
  const form = useForm<SubAccountCreateForm>({ resolver: zodResolver(subAccountCreateSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  if (payload && !payload.is_main) {
    return (
      <Stack gap="3" p={{ base: '3', md: '4' }}>
        <Heading size="md">{t('organization.sub.createTitle')}</Heading>
        <MainOnlyNotice />
      </Stack>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { id } = await create.mutateAsync({ ...toSubAccountBody(values), username: values.username.trim(), password: values.password, confirm_password: values.confirm_password });
      toast.success(t('organization.sub.created', { name: values.username.trim() }));
      await navigate({ to: paths.show as never, params: { id: String(id) } as never });
    } catch (error) {
      const msg = applyServerError(error, form.setError, SERVER_FIELDS, t('organization.saveFailed'));
      if (msg) toast.error(msg);
    }
  });

  // the shared fields only know the edit form's four fields, which the create form contains
  const shared = { register: form.register as unknown as UseFormRegister<SubAccountEditForm>, control: form.control as unknown as Control<SubAccountEditForm>, errors: errors as FieldErrors<SubAccountEditForm> };

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="sub-create-screen" maxW="960px">
      <Heading size="md">{t('organization.sub.createTitle')}</Heading>
      <chakra.form bg="bg" borderRadius="md" borderWidth="1px" p={{ base: '4', md: '6' }} onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <OrgFormField
              label={t('organization.sub.fields.username')}
              required
              autoComplete="off"
              error={errors.username?.message}
              errorValues={SUB_ACCOUNT_LIMITS}
              helper={t('organization.sub.usernameHelp', SUB_ACCOUNT_LIMITS)}
              data-testid="sub-username"
              {...form.register('username')}
            />
          </SimpleGrid>
          <SubAccountFields {...shared} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <OrgFormField
              type="password"
              autoComplete="new-password"
              label={t('organization.sub.fields.password')}
              required
              error={errors.password?.message}
              errorValues={SUB_ACCOUNT_LIMITS}
              placeholder={t('organization.sub.passwordPlaceholder', SUB_ACCOUNT_LIMITS)}
              data-testid="sub-password"
              {...form.register('password')}
            />
            <OrgFormField
              type="password"
              autoComplete="new-password"
              label={t('organization.sub.fields.confirmPassword')}
              required
              error={errors.confirm_password?.message}
              data-testid="sub-confirm"
              {...form.register('confirm_password')}
            />
          </SimpleGrid>
          <HStack gap="3">
            <Button type="submit" size="sm" colorPalette="brand" loading={create.isPending} data-testid="sub-save">
              {t('organization.save')}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => void navigate({ to: paths.index as never })}>
              {t('organization.cancel')}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
    </Stack>
  );
}
