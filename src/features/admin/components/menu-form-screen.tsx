/**
 * /saas/system/menu/add, /update/:id and /show/:id (platform admin): one menu entry — its app, names, path (a route of
 * the catalog or a #folder), parent folder, order, icon and hidden flag. An entry the admin created may be deleted from
 * its detail page; a seeded one is hidden instead. Every save reaches every open session's menu (the server's socket push).
 */
import { Badge, Box, Button, Checkbox, Field, Heading, HStack, Icon, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordPageHeader, RecordPageProblem } from '@/components/ui/record-page';
import { MENU_NAME_MAX, type AdminMenu } from '@/domain/admin/api';
import type { AppCode } from '@/domain/variants';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { MENU_ICON_NAMES, menuIcon } from '@/features/layout/components/menu-icon';
import { useAdminMenu, useAdminMenus, useDeleteMenu, useSaveMenu } from '../api/menus';
import { useRowDelete } from '../hooks/use-row-delete';
import { AppCodeSelect } from './app-code-select';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

type Mode = 'add' | 'update' | 'show';

interface Draft {
  app_code: AppCode;
  name_zh: string;
  name_en: string;
  icon: string;
  sort: string;
  pid: string;
  path: string;
  is_hidden: boolean;
}

const draftOf = (m: AdminMenu): Draft => ({ app_code: m.app_code as AppCode, name_zh: m.name_zh, name_en: m.name_en, icon: m.icon, sort: String(m.sort), pid: String(m.pid), path: m.path, is_hidden: m.is_hidden });

export const MenuAddScreen = () => <MenuFormScreen mode="add" />;
export const MenuUpdateScreen = () => <MenuFormScreen mode="update" />;
export const MenuShowScreen = () => <MenuFormScreen mode="show" />;

function MenuFormScreen({ mode }: { mode: Mode }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { id?: string };
  const search = useSearch({ strict: false }) as { app?: string; pid?: number };
  const id = mode === 'add' ? null : Number(params.id);
  const menu = useAdminMenu(id);
  const [draft, setDraft] = useState<Draft>({ app_code: (search.app as AppCode | undefined) ?? 'BANG', name_zh: '', name_en: '', icon: '', sort: '0', pid: String(search.pid ?? 0), path: '', is_hidden: false });
  const [error, setError] = useState<{ field?: string; msg: string } | null>(null);
  const siblings = useAdminMenus(draft.app_code);
  const save = useSaveMenu(id);
  const { deleting, setDeleting, confirmDelete, busy } = useRowDelete<AdminMenu>(useDeleteMenu());
  const zh = i18n.language.startsWith('zh');
  const readOnly = mode === 'show';

  const loaded = menu.data;
  useEffect(() => {
    if (loaded) setDraft(draftOf(loaded));
  }, [loaded]);

  const folders = useMemo(() => (siblings.data ?? []).filter((m) => m.path.startsWith('#') && m.id !== id), [siblings.data, id]);
  const nameOf = (m: AdminMenu) => (zh ? m.name_zh : m.name_en);
  const title = t(mode === 'add' ? 'admin.menu.addTitle' : mode === 'update' ? 'admin.menu.editTitle' : 'admin.menu.showTitle');
  const backTo = '/saas/system/menu/index';

  if (id !== null && menu.isError) {
    return <RecordPageProblem header={<Heading size="md">{title}</Heading>} message={menu.error instanceof ApiError && menu.error.httpStatus === 404 ? t('admin.notFound') : t('admin.loadFailed')} />;
  }

  const set = (key: keyof Draft) => (e: { target: { value: string } }) => {
    const { value } = e.target;
    setDraft((d) => ({ ...d, [key]: value, ...(key === 'app_code' ? { pid: '0' } : {}) }) as Draft);
    // a refusal about this field is answered by editing it
    setError((x) => (x?.field === key ? null : x));
  };

  const submit = async () => {
    if (!draft.name_zh.trim() || !draft.name_en.trim()) return setError({ field: 'name', msg: t('admin.menu.nameRequired') });
    if (!draft.path.trim()) return setError({ field: 'path', msg: t('admin.menu.pathRequired') });
    const sort = Number(draft.sort);
    if (!Number.isInteger(sort) || sort < 0) return setError({ field: 'sort', msg: t('admin.menu.sortInvalid') });
    try {
      const saved = await save.mutateAsync({ ...draft, sort, pid: Number(draft.pid) });
      toast.success(t('admin.saved'));
      void navigate({ to: '/saas/system/menu/show/$id', params: { id: String(saved.id) } as never });
    } catch (e) {
      const field = e instanceof ApiError ? (e.data as { data?: { field?: string } } | null)?.data?.field : undefined;
      setError({ field, msg: e instanceof ApiError && e.msg ? e.msg : t('admin.saveFailed') });
    }
  };

  const fieldError = (field: string) => (error?.field === field ? <Field.ErrorText>{error.msg}</Field.ErrorText> : null);
  const parent = (siblings.data ?? []).find((m) => String(m.id) === draft.pid);
  const PreviewIcon = menuIcon(draft.icon);

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid={`menu-${mode}-screen`} minW="0" maxW="760px">
      <RecordPageHeader
        title={title}
        backTo={backTo}
        backLabel={t('admin.back')}
        edit={readOnly && id !== null ? { to: '/saas/system/menu/update/$id', id, label: t('admin.edit'), testId: 'menu-edit' } : null}
      />
      {id !== null && menu.isPending ? (
        <Skeleton h="240px" />
      ) : (
        <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
          <Stack gap="3">
            {loaded && (
              <HStack gap="2" wrap="wrap">
                <Badge size="sm" variant="outline">
                  {loaded.custom ? t('admin.menu.customBadge') : t('admin.menu.seededBadge')}
                </Badge>
                {loaded.edited && !loaded.custom && (
                  <Badge size="sm" colorPalette="orange">
                    {t('admin.menu.editedBadge')}
                  </Badge>
                )}
              </HStack>
            )}
            <Field.Root maxW="200px" disabled={mode !== 'add'}>
              <Field.Label>{t('admin.menu.app')}</Field.Label>
              <AppCodeSelect value={draft.app_code} onChange={set('app_code')} testId="menu-form-app" />
            </Field.Root>
            <HStack gap="3" align="start" wrap="wrap">
              <Field.Root required flex="1" minW="160px" invalid={error?.field === 'name'}>
                <Field.Label>{t('admin.menu.nameZh')}</Field.Label>
                <Input size="sm" value={draft.name_zh} readOnly={readOnly} maxLength={MENU_NAME_MAX} onChange={set('name_zh')} data-testid="menu-name-zh" />
                {fieldError('name')}
              </Field.Root>
              <Field.Root required flex="1" minW="160px" invalid={error?.field === 'name'}>
                <Field.Label>{t('admin.menu.nameEn')}</Field.Label>
                <Input size="sm" value={draft.name_en} readOnly={readOnly} maxLength={MENU_NAME_MAX} onChange={set('name_en')} data-testid="menu-name-en" />
              </Field.Root>
            </HStack>
            <Field.Root required invalid={error?.field === 'path'}>
              <Field.Label>{t('admin.menu.path')}</Field.Label>
              <Input size="sm" fontFamily="mono" value={draft.path} readOnly={readOnly} onChange={set('path')} data-testid="menu-path" />
              {fieldError('path') ?? (!readOnly && <Field.HelperText>{t('admin.menu.pathHint')}</Field.HelperText>)}
            </Field.Root>
            <HStack gap="3" align="start" wrap="wrap">
              <Field.Root flex="1" minW="160px" invalid={error?.field === 'pid'}>
                <Field.Label>{t('admin.menu.parent')}</Field.Label>
                {readOnly ? (
                  <Input size="sm" readOnly value={parent ? nameOf(parent) : t('admin.menu.top')} data-testid="menu-parent-name" />
                ) : (
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field value={draft.pid} onChange={set('pid')} data-testid="menu-parent">
                      <option value="0">{t('admin.menu.top')}</option>
                      {folders.map((f) => (
                        <option key={f.id} value={String(f.id)}>
                          {nameOf(f)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
                {fieldError('pid')}
              </Field.Root>
              <Field.Root w="100px" invalid={error?.field === 'sort'}>
                <Field.Label>{t('admin.menu.sort')}</Field.Label>
                <Input size="sm" inputMode="numeric" value={draft.sort} readOnly={readOnly} onChange={set('sort')} data-testid="menu-sort" />
                {fieldError('sort')}
              </Field.Root>
              <Field.Root w="180px">
                <Field.Label>{t('admin.menu.icon')}</Field.Label>
                <HStack gap="2" w="full">
                  <NativeSelect.Root size="sm" disabled={readOnly} flex="1">
                    <NativeSelect.Field value={draft.icon} onChange={set('icon')} data-testid="menu-icon">
                      <option value="">{t('admin.menu.noIcon')}</option>
                      {[...new Set([...MENU_ICON_NAMES, ...(draft.icon ? [draft.icon] : [])])].map((name) => (
                        <option key={name} value={name}>
                          {name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  {PreviewIcon && <Icon as={PreviewIcon} boxSize="5" color="fg.muted" data-testid="menu-icon-preview" />}
                </HStack>
              </Field.Root>
            </HStack>
            <Checkbox.Root
              size="sm"
              checked={draft.is_hidden}
              disabled={readOnly}
              onCheckedChange={(d) => setDraft((x) => ({ ...x, is_hidden: d.checked === true }))}
              data-testid="menu-hidden"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('admin.menu.hidden')}</Checkbox.Label>
            </Checkbox.Root>
            {loaded && loaded.codes.length > 0 && (
              <Text fontSize="xs" color="fg.muted">
                {t('admin.menu.codes')}: {loaded.codes.join(', ')}
              </Text>
            )}
            {error && !['name', 'path', 'pid', 'sort'].includes(error.field ?? '') && (
              <Text fontSize="sm" color="fg.error" data-testid="menu-edit-error">
                {error.msg}
              </Text>
            )}
          </Stack>
        </Box>
      )}
      {!readOnly && (
        <HStack>
          <Button colorPalette="brand" size="sm" loading={save.isPending} onClick={() => void submit()} data-testid="menu-save">
            {t('admin.save')}
          </Button>
        </HStack>
      )}
      {readOnly && loaded?.custom && (
        <HStack>
          <Button colorPalette="red" variant="outline" size="sm" onClick={() => setDeleting(loaded)} data-testid="menu-delete">
            {t('admin.delete')}
          </Button>
        </HStack>
      )}
      <ConfirmDeleteDialog
        open={!!deleting}
        title={t('admin.menu.deleteTitle')}
        body={t('admin.menu.deleteBody', { name: deleting ? nameOf(deleting) : '' })}
        busy={busy}
        onConfirm={() =>
          void confirmDelete().then((done) => {
            if (done) void navigate({ to: backTo, search: { app: loaded?.app_code } as never });
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
