/**
 * /saas/system/menu/index (platform admin): every app code's menu as a tree — names, icons, order, hidden entries —
 * and an edit dialog per entry. The server refuses a path outside the route catalog and tells every open session
 * that menus changed.
 */
import { Badge, Box, Button, Checkbox, CloseButton, Dialog, Field, Heading, HStack, Input, NativeSelect, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import type { AdminMenu } from '@/domain/admin/api';
import { APP_CODES } from '@/domain/variants';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useAdminMenus, useSaveMenu } from '../api/menus';
import { menuTree, type AdminMenuNode } from '../utils/menu-tree';

interface Draft {
  name_zh: string;
  name_en: string;
  icon: string;
  sort: string;
  pid: string;
  path: string;
  is_hidden: boolean;
}

const draftOf = (m: AdminMenu): Draft => ({ name_zh: m.name_zh, name_en: m.name_en, icon: m.icon, sort: String(m.sort), pid: String(m.pid), path: m.path, is_hidden: m.is_hidden });

export function MenuAdminScreen() {
  const { t, i18n } = useTranslation();
  const [appCode, setAppCode] = useState<string>('BANG');
  const menus = useAdminMenus(appCode);
  const save = useSaveMenu(appCode);
  const [editing, setEditing] = useState<AdminMenu | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<{ field?: string; msg: string } | null>(null);
  const roots = useMemo(() => menuTree(menus.data ?? []), [menus.data]);
  const folders = useMemo(() => (menus.data ?? []).filter((m) => m.path.startsWith('#')), [menus.data]);
  const zh = i18n.language.startsWith('zh');

  const open = (m: AdminMenu) => {
    setEditing(m);
    setDraft(draftOf(m));
    setError(null);
  };
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => {
    const { value } = e.target;
    setDraft((d) => (d ? { ...d, [key]: value } : d));
    // a refusal about this field is answered by editing it
    setError((x) => (x?.field === key ? null : x));
  };

  const submit = async () => {
    if (!editing || !draft) return;
    try {
      await save.mutateAsync({ id: editing.id, body: { ...draft, sort: Number(draft.sort), pid: Number(draft.pid) } });
      toast.success(t('admin.saved'));
      setEditing(null);
    } catch (e) {
      const field = e instanceof ApiError ? (e.data as { data?: { field?: string } } | null)?.data?.field : undefined;
      setError({ field, msg: e instanceof ApiError && e.msg ? e.msg : t('admin.saveFailed') });
    }
  };

  const renderNode = (n: AdminMenuNode, depth: number) => (
    <Box key={n.id}>
      <HStack gap="2" py="1" pl={`${depth * 20 + 4}px`} borderBottomWidth="1px" borderColor="border.muted" wrap="wrap" data-testid={`menu-row-${n.path}`}>
        <Text fontSize="sm" fontWeight={n.children.length ? 'semibold' : 'normal'} minW="120px">
          {zh ? n.name_zh : n.name_en}
        </Text>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono" flex="1" minW="0" truncate>
          {n.path}
        </Text>
        {n.icon && (
          <Badge size="xs" variant="outline">
            {n.icon}
          </Badge>
        )}
        {n.is_hidden && (
          <Badge size="xs" colorPalette="gray">
            {t('admin.menu.hiddenBadge')}
          </Badge>
        )}
        {n.edited && (
          <Badge size="xs" colorPalette="orange">
            {t('admin.menu.editedBadge')}
          </Badge>
        )}
        <Text fontSize="xs" color="fg.muted" w="36px" textAlign="right">
          {n.sort}
        </Text>
        <Button size="2xs" variant="ghost" colorPalette="brand" onClick={() => open(n)} aria-label={t('admin.edit')} data-testid={`menu-edit-${n.path}`}>
          <LuPencil />
        </Button>
      </HStack>
      {n.children.map((c) => renderNode(c, depth + 1))}
    </Box>
  );

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="menu-admin-screen" minW="0">
      <Heading size="md">{t('admin.menu.title')}</Heading>
      <HStack gap="3">
        <Field.Root maxW="200px">
          <Field.Label fontSize="sm">{t('admin.menu.app')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={appCode} onChange={(e) => setAppCode(e.target.value)} data-testid="menu-app">
              {APP_CODES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="2" minW="0" overflowX="auto">
        {menus.isPending ? <Skeleton h="240px" /> : menus.isError ? <Text color="fg.error">{t('admin.loadFailed')}</Text> : roots.map((r) => renderNode(r, 0))}
      </Box>

      <Dialog.Root open={!!editing} onOpenChange={(d) => !d.open && setEditing(null)} placement="center" size="md" lazyMount unmountOnExit>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="menu-edit-dialog" mx="4">
              <Dialog.Header>
                <Dialog.Title fontSize="md">{t('admin.menu.editTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {draft && (
                  <Stack gap="3">
                    <HStack gap="3" align="start" wrap="wrap">
                      <Field.Root required flex="1" minW="160px">
                        <Field.Label>{t('admin.menu.nameZh')}</Field.Label>
                        <Input size="sm" value={draft.name_zh} onChange={set('name_zh')} data-testid="menu-name-zh" />
                      </Field.Root>
                      <Field.Root required flex="1" minW="160px">
                        <Field.Label>{t('admin.menu.nameEn')}</Field.Label>
                        <Input size="sm" value={draft.name_en} onChange={set('name_en')} data-testid="menu-name-en" />
                      </Field.Root>
                    </HStack>
                    <Field.Root required invalid={error?.field === 'path'}>
                      <Field.Label>{t('admin.menu.path')}</Field.Label>
                      <Input size="sm" fontFamily="mono" value={draft.path} onChange={set('path')} data-testid="menu-path" />
                      {error?.field === 'path' ? <Field.ErrorText>{error.msg}</Field.ErrorText> : <Field.HelperText>{t('admin.menu.pathHint')}</Field.HelperText>}
                    </Field.Root>
                    <HStack gap="3" align="start" wrap="wrap">
                      <Field.Root flex="1" minW="160px" invalid={error?.field === 'pid'}>
                        <Field.Label>{t('admin.menu.parent')}</Field.Label>
                        <NativeSelect.Root size="sm">
                          <NativeSelect.Field value={draft.pid} onChange={set('pid')} data-testid="menu-parent">
                            <option value="0">{t('admin.menu.top')}</option>
                            {folders
                              .filter((f) => f.id !== editing?.id)
                              .map((f) => (
                                <option key={f.id} value={String(f.id)}>
                                  {zh ? f.name_zh : f.name_en}
                                </option>
                              ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                        {error?.field === 'pid' && <Field.ErrorText>{error.msg}</Field.ErrorText>}
                      </Field.Root>
                      <Field.Root w="100px">
                        <Field.Label>{t('admin.menu.sort')}</Field.Label>
                        <Input size="sm" inputMode="numeric" value={draft.sort} onChange={set('sort')} data-testid="menu-sort" />
                      </Field.Root>
                      <Field.Root w="140px">
                        <Field.Label>{t('admin.menu.icon')}</Field.Label>
                        <Input size="sm" value={draft.icon} onChange={set('icon')} data-testid="menu-icon" />
                      </Field.Root>
                    </HStack>
                    <Checkbox.Root size="sm" checked={draft.is_hidden} onCheckedChange={(d) => setDraft((x) => (x ? { ...x, is_hidden: d.checked === true } : x))} data-testid="menu-hidden">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{t('admin.menu.hidden')}</Checkbox.Label>
                    </Checkbox.Root>
                    {editing && editing.codes.length > 0 && (
                      <Text fontSize="xs" color="fg.muted">
                        {t('admin.menu.codes')}: {editing.codes.join(', ')}
                      </Text>
                    )}
                    {error && !['path', 'pid'].includes(error.field ?? '') && (
                      <Text fontSize="sm" color="fg.error" data-testid="menu-edit-error">
                        {error.msg}
                      </Text>
                    )}
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
                  {t('admin.cancel')}
                </Button>
                <Button size="sm" colorPalette="brand" loading={save.isPending} onClick={() => void submit()} data-testid="menu-save">
                  {t('admin.save')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
