/**
 * /saas/system/role/add, /update/:id and /show/:id: a role's name, description, and its menus with button codes
 * (MenuGrantTree; the detail page lists only what the role holds). Saving tells every open session of the company that its menus changed (the server's socket push).
 */
import { Box, Button, Field, Heading, HStack, Input, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordPageHeader, RecordPageProblem } from '@/components/ui/record-page';
import { ROLE_MEMO_MAX, ROLE_NAME_MAX } from '@/domain/admin/api';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useGrantableMenus, useRole, useSaveRole } from '../api/roles';
import { grantsBody, grantsFrom, type Grants } from '../utils/menu-tree';
import { MenuGrantTree } from './menu-grant-tree';

type Mode = 'add' | 'update' | 'show';

export const RoleAddScreen = () => <RoleFormScreen mode="add" />;
export const RoleUpdateScreen = () => <RoleFormScreen mode="update" />;
export const RoleShowScreen = () => <RoleFormScreen mode="show" />;

function RoleFormScreen({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { id?: string };
  const id = mode === 'add' ? null : Number(params.id);
  const role = useRole(id);
  const menus = useGrantableMenus();
  const save = useSaveRole(id);
  const [name, setName] = useState('');
  const [memo, setMemo] = useState('');
  const [grants, setGrants] = useState<Grants>(new Map());
  const [nameError, setNameError] = useState<string | null>(null);

  const loaded = role.data;
  useEffect(() => {
    if (!loaded) return;
    setName(loaded.name);
    setMemo(loaded.memo);
    setGrants(grantsFrom(loaded.menus));
  }, [loaded]);

  const title = t(mode === 'add' ? 'admin.role.addTitle' : mode === 'update' ? 'admin.role.editTitle' : 'admin.role.showTitle');
  const readOnly = mode === 'show';

  if (id !== null && role.isError) {
    return <RecordPageProblem header={<Heading size="md">{title}</Heading>} message={role.error instanceof ApiError && role.error.httpStatus === 404 ? t('admin.notFound') : t('admin.loadFailed')} />;
  }

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('admin.role.nameRequired'));
    if (trimmed.length > ROLE_NAME_MAX) return setNameError(t('admin.role.nameTooLong', { max: ROLE_NAME_MAX }));
    setNameError(null);
    try {
      const saved = await save.mutateAsync({ name: trimmed, memo: memo.trim(), menus: grantsBody(grants) });
      toast.success(t('admin.saved'));
      void navigate({ to: '/saas/system/role/show/$id', params: { id: String(saved.id) } as never });
    } catch (e) {
      const field = e instanceof ApiError ? (e.data as { data?: { field?: string } } | null)?.data?.field : undefined;
      const msg = e instanceof ApiError && e.msg ? e.msg : t('admin.saveFailed');
      if (field === 'name') setNameError(msg);
      else toast.error(msg);
    }
  };

  const loading = (id !== null && role.isPending) || menus.isPending;

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid={`role-${mode}-screen`} minW="0" maxW="960px">
      <RecordPageHeader
        title={title}
        backTo="/saas/system/role/index"
        backLabel={t('admin.back')}
        edit={readOnly && id !== null ? { to: '/saas/system/role/update/$id', id, label: t('admin.edit'), testId: 'role-edit' } : null}
      />
      {loading ? (
        <Skeleton h="240px" />
      ) : (
        <>
          <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
            <Stack gap="3">
              <Field.Root required invalid={!!nameError} maxW="360px">
                <Field.Label>{t('admin.role.name')}</Field.Label>
                <Input size="sm" value={name} readOnly={readOnly} maxLength={ROLE_NAME_MAX + 10} onChange={(e) => setName(e.target.value)} data-testid="role-name" />
                {nameError && <Field.ErrorText>{nameError}</Field.ErrorText>}
              </Field.Root>
              <Field.Root maxW="560px">
                <Field.Label>{t('admin.role.memo')}</Field.Label>
                <Textarea size="sm" rows={2} value={memo} readOnly={readOnly} maxLength={ROLE_MEMO_MAX} onChange={(e) => setMemo(e.target.value)} data-testid="role-memo" />
              </Field.Root>
            </Stack>
          </Box>
          <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
            <Stack gap="2">
              <HStack justify="space-between" wrap="wrap">
                <Text fontWeight="semibold">{t('admin.role.menus')}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('admin.role.selectedCount', { count: grants.size })}
                </Text>
              </HStack>
              {!readOnly && (
                <Text fontSize="sm" color="fg.muted">
                  {t('admin.role.menusHint')}
                </Text>
              )}
              <MenuGrantTree menus={readOnly ? (menus.data ?? []).filter((m) => grants.has(m.id)) : (menus.data ?? [])} grants={grants} onChange={readOnly ? undefined : setGrants} />
            </Stack>
          </Box>
          {readOnly && loaded && (
            <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
              <Text fontWeight="semibold" mb="2">
                {t('admin.role.users')}
              </Text>
              <Text fontSize="sm" color={loaded.users.length ? 'fg' : 'fg.muted'}>
                {loaded.users.length ? loaded.users.map((u) => u.nickname || u.username).join('、') : t('admin.role.noUsers')}
              </Text>
            </Box>
          )}
          {!readOnly && (
            <HStack>
              <Button colorPalette="brand" size="sm" loading={save.isPending} onClick={() => void submit()} data-testid="role-save">
                {t('admin.save')}
              </Button>
            </HStack>
          )}
        </>
      )}
    </Stack>
  );
}
