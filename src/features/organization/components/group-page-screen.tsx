/**
 * /saas/system/group/add, /show/:id and /update/:id: the system-admin entry to the departments of the tree editor
 * (group-screen.tsx), as pages like the account screens — a read-only view (name, parent, accounts, sub-departments),
 * the add form (name and parent) and the rename form. Same API and tree as the editor: one model, two entry points.
 */
import { Box, Button, DataList, Field, HStack, Input, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordPageHeader, RecordPageProblem } from '@/components/ui/record-page';
import { TreeSelect } from '@/components/ui/tree-select/tree-select';
import { GROUP_NAME_MAX } from '@/domain/organization';
import { ApiError } from '@/lib/api-client';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { useEditGroup } from '../api/edit-groups';
import { useAdminGroupTree, type AdminGroupNode } from '../api/get-group-tree';
import { findGroup, toTreeNodes } from '../utils/group-tree';
import { MainOnlyNotice } from './main-only-notice';

type Mode = 'add' | 'update' | 'show';

export const GroupAddScreen = () => <GroupPageScreen mode="add" />;
export const GroupUpdateScreen = () => <GroupPageScreen mode="update" />;
export const GroupShowScreen = () => <GroupPageScreen mode="show" />;

const INDEX = '/saas/system/group/index';
const showPath = '/saas/system/group/show/$id';

function GroupPageScreen({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const payload = useTokenPayload();
  const params = useParams({ strict: false }) as { id?: string };
  const id = mode === 'add' ? null : Number(params.id);
  const tree = useAdminGroupTree();
  const edit = useEditGroup();
  const found = useMemo(() => (id !== null && tree.data ? findGroup(tree.data, id) : null), [id, tree.data]);
  const [name, setName] = useState('');
  const [pid, setPid] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  useEffect(() => {
    if (found) setName(found.node.name);
  }, [found]);

  const title = t(mode === 'add' ? 'organization.groups.addTitle' : mode === 'update' ? 'organization.groups.editTitle' : 'organization.groups.showTitle');
  const header = (
    <RecordPageHeader
      title={title}
      backTo={INDEX}
      backLabel={t('organization.groups.back')}
      edit={mode === 'show' && found ? { to: '/saas/system/group/update/$id', id: found.node.id, label: t('organization.groups.edit'), testId: 'group-edit' } : null}
    />
  );

  if (payload && !payload.is_main) {
    return (
      <RecordPageProblem header={header}>
        <MainOnlyNotice />
      </RecordPageProblem>
    );
  }
  if (tree.isError || (id !== null && tree.data && !found)) {
    return <RecordPageProblem header={header} message={tree.isError ? t('organization.loadFailed') : t('organization.groups.notFound')} />;
  }

  const submit = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('organization.groups.nameRequired'));
    if (trimmed.length > GROUP_NAME_MAX) return setNameError(t('organization.groups.nameTooLong', { max: GROUP_NAME_MAX }));
    setNameError(null);
    try {
      let savedId = id;
      if (savedId === null) savedId = ((await edit.mutateAsync({ kind: 'create', pid: pid ? Number(pid) : 0, name: trimmed })) as { id: number }).id;
      else await edit.mutateAsync({ kind: 'rename', id: savedId, name: trimmed });
      toast.success(t(id === null ? 'organization.groups.created' : 'organization.groups.renamed', { name: trimmed }));
      void navigate({ to: showPath, params: { id: String(savedId) } as never });
    } catch (e) {
      setNameError(e instanceof ApiError && e.msg ? e.msg : t('organization.saveFailed'));
    }
  };

  const children = (node: AdminGroupNode) =>
    node.children.length ? (
      <HStack gap="3" wrap="wrap">
        {node.children.map((c) => (
          <Link key={c.id} asChild colorPalette="brand" fontSize="sm">
            <RouterLink to={showPath} params={{ id: String(c.id) } as never}>
              {c.name}
            </RouterLink>
          </Link>
        ))}
      </HStack>
    ) : (
      t('organization.groups.none')
    );

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid={`group-${mode}-screen`} maxW="720px">
      {header}
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
        {!tree.data ? (
          <Skeleton h="120px" />
        ) : mode === 'show' && found ? (
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('organization.groups.name')}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="group-show-name">{found.node.name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('organization.groups.parentLabel')}</DataList.ItemLabel>
              <DataList.ItemValue>{found.parent?.name ?? t('organization.groups.topLevel')}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('organization.groups.membersLabel')}</DataList.ItemLabel>
              <DataList.ItemValue>{t('organization.groups.members', { count: found.node.users })}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('organization.groups.childrenLabel')}</DataList.ItemLabel>
              <DataList.ItemValue>{children(found.node)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        ) : (
          <Stack
            gap="3"
            as="form"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Field.Root required invalid={!!nameError} maxW="360px">
              <Field.Label>{t('organization.groups.name')}</Field.Label>
              <Input size="sm" value={name} maxLength={GROUP_NAME_MAX + 10} onChange={(e) => setName(e.target.value)} data-testid="group-page-name" />
              {nameError && <Field.ErrorText>{nameError}</Field.ErrorText>}
            </Field.Root>
            <Field.Root maxW="360px">
              <Field.Label>{t('organization.groups.parentLabel')}</Field.Label>
              {mode === 'add' ? (
                <TreeSelect nodes={toTreeNodes(tree.data)} value={pid} onChange={setPid} filterable placeholder={t('organization.groups.topLevel')} data-testid="group-page-parent" />
              ) : (
                <Text fontSize="sm">{found?.parent?.name ?? t('organization.groups.topLevel')}</Text>
              )}
              {mode === 'update' && <Field.HelperText>{t('organization.groups.parentFixed')}</Field.HelperText>}
            </Field.Root>
            <HStack>
              <Button type="submit" colorPalette="brand" size="sm" loading={edit.isPending} data-testid="group-page-save">
                {t('organization.save')}
              </Button>
            </HStack>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
