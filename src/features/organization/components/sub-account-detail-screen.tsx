/**
 * /saas/account/sub/detail/:id: (and /saas/system/account/show/:id, update/:id) one sub-account — its data, an edit form (name, mobile, role, departments),
 * reset password and enable / disable. Another company's id is 'not found' from the server.
 */
import { Alert, Box, Button, DataList, Grid, Heading, HStack, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useParams } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { useSubAccount } from '../api/get-sub-account';
import { useSetSubAccountStatus } from '../api/set-sub-account-status';
import type { SubAccountDetail } from '../api/sub-account-types';
import { useUpdateSubAccount } from '../api/update-sub-account';
import { useAccountPaths } from '../utils/account-paths';
import { formatTime } from '../utils/format';
import { subAccountEditSchema, toSubAccountBody, type SubAccountEditForm } from '../utils/sub-account-schema';
import { ConfirmDialog } from './confirm-dialog';
import { MainOnlyNotice } from './main-only-notice';
import { ResetPasswordDialog } from './reset-password-dialog';
import { applyServerError } from './server-error';
import { AccountStatusBadge } from './status-badge';
import { SubAccountFields } from './sub-account-fields';

const toForm = (d: SubAccountDetail): SubAccountEditForm => ({
  nickname: d.nickname,
  phone: d.phone,
  role_id: d.role_id ? String(d.role_id) : '',
  group_ids: d.groups.map((g) => String(g.id)),
});

export function SubAccountDetailScreen() {
  const { t } = useTranslation();
  const payload = useTokenPayload();
  const params = useParams({ strict: false }) as { id?: string };
  const paths = useAccountPaths();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useSubAccount(valid ? id : 0);

  if (payload && !payload.is_main) {
    return (
      <Stack gap="3" p={{ base: '3', md: '4' }}>
        <Heading size="md">{t('organization.sub.detailTitle')}</Heading>
        <MainOnlyNotice />
      </Stack>
    );
  }

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="sub-detail-screen" maxW="1100px">
      <HStack justify="space-between" wrap="wrap">
        <Heading size="md">{t('organization.sub.detailTitle')}</Heading>
        <Button asChild size="xs" variant="outline">
          <RouterLink to={paths.index as never}>{t('organization.sub.backToList')}</RouterLink>
        </Button>
      </HStack>
      {!valid || detail.isError ? (
        <Alert.Root status="error" size="sm" data-testid="sub-not-found">
          <Alert.Indicator />
          <Alert.Title>{t('organization.notFound')}</Alert.Title>
        </Alert.Root>
      ) : detail.data ? (
        <DetailBody detail={detail.data} />
      ) : (
        <Skeleton h="320px" />
      )}
    </Stack>
  );
}

function DetailBody({ detail }: { detail: SubAccountDetail }) {
  const { t } = useTranslation();
  const update = useUpdateSubAccount(detail.id);
  const setStatus = useSetSubAccountStatus();
  const [resetOpen, setResetOpen] = useState(false);
  const [toggleOpen, setToggleOpen] = useState(false);
  const form = useForm<SubAccountEditForm>({ resolver: zodResolver(subAccountEditSchema), defaultValues: toForm(detail) });
  const { errors, isDirty } = form.formState;

  useEffect(() => {
    // a refetch updates the fields not being edited and keeps what the user typed
    form.reset(toForm(detail), { keepDirtyValues: true, keepDirty: true });
  }, [detail, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(toSubAccountBody(values));
      form.reset(values);
      toast.success(t('organization.saved'));
    } catch (error) {
      const msg = applyServerError(error, form.setError, ['nickname', 'phone', 'role_id', 'group_ids'], t('organization.saveFailed'));
      if (msg) toast.error(msg);
    }
  });

  const enabled = detail.status === 1;
  const toggle = async () => {
    await setStatus.mutateAsync({ id: detail.id, status: enabled ? 0 : 1 });
    toast.success(t(enabled ? 'organization.sub.disabled' : 'organization.sub.enabled', { name: detail.username }));
    setToggleOpen(false);
  };

  const rows: [string, ReactNode][] = [
    [t('organization.sub.fields.username'), detail.username],
    [t('organization.sub.fields.nickname'), detail.nickname],
    [t('organization.sub.fields.phone'), detail.phone],
    [t('organization.sub.fields.role'), detail.role_name || '—'],
    [t('organization.sub.fields.groups'), detail.groups.map((g) => g.name).join('、') || '—'],
    [t('organization.sub.columns.status'), <AccountStatusBadge key="s" status={detail.status} />],
    [t('organization.sub.columns.lastLogin'), formatTime(detail.last_login_at)],
    [t('organization.sub.columns.createdAt'), formatTime(detail.created_at)],
  ];

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(300px, 2fr) 3fr' }} gap="4" alignItems="start">
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
        <Stack gap="4">
          <Heading size="sm">{t('organization.sub.profile')}</Heading>
          <DataList.Root orientation="horizontal" size="sm" data-testid="sub-detail-data">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="88px">{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setResetOpen(true)} data-testid="sub-reset-password">
              {t('organization.sub.resetPassword')}
            </Button>
            <Button size="sm" variant="outline" colorPalette={enabled ? 'red' : 'green'} onClick={() => setToggleOpen(true)} data-testid="sub-toggle-status">
              {t(enabled ? 'organization.sub.disable' : 'organization.sub.enable')}
            </Button>
          </HStack>
        </Stack>
      </Box>
      <chakra.form bg="bg" borderRadius="md" borderWidth="1px" p="4" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="sub-edit-form">
        <Stack gap="4">
          <Heading size="sm">{t('organization.sub.edit')}</Heading>
          <SubAccountFields register={form.register} control={form.control} errors={errors} />
          <HStack>
            <Button type="submit" size="sm" colorPalette="brand" loading={update.isPending} disabled={!isDirty} data-testid="sub-edit-save">
              {t('organization.save')}
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
      <ResetPasswordDialog id={detail.id} username={detail.username} open={resetOpen} onClose={() => setResetOpen(false)} />
      <ConfirmDialog
        open={toggleOpen}
        testId="sub-status"
        title={t(enabled ? 'organization.sub.disableTitle' : 'organization.sub.enableTitle')}
        body={<Text fontSize="sm">{t(enabled ? 'organization.sub.disableBody' : 'organization.sub.enableBody', { name: detail.username })}</Text>}
        confirmLabel={t(enabled ? 'organization.sub.disable' : 'organization.sub.enable')}
        danger={enabled}
        busy={setStatus.isPending}
        onConfirm={() => void toggle().catch(() => undefined)}
        onClose={() => setToggleOpen(false)}
      />
    </Grid>
  );
}
