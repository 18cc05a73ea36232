/**
 * /saas/resource/group/index: the company's departments as a tree — add a top-level department or a child, rename,
 * delete (the server refuses a department that still has sub-departments or accounts, and says why). Under
 * /saas/system/group/index each department also opens its page and the top-level add is the add page
 * (group-page-screen.tsx).
 */
import { Alert, Badge, Box, Button, Flex, Heading, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from '@tanstack/react-router';
import { LuChevronDown, LuChevronRight, LuEye, LuPencil, LuPlus, LuTrash2, LuUsers } from 'react-icons/lu';
import { ApiError } from '@/lib/api-client';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { useEditGroup } from '../api/edit-groups';
import { useAdminGroupTree, type AdminGroupNode } from '../api/get-group-tree';
import { countNodes, parentIds } from '../utils/group-tree';
import { ConfirmDialog } from './confirm-dialog';
import { GroupNameDialog } from './group-name-dialog';
import { MainOnlyNotice } from './main-only-notice';

type Editing = { kind: 'create'; parent: AdminGroupNode | null } | { kind: 'rename'; node: AdminGroupNode };

export function GroupScreen() {
  const { t } = useTranslation();
  const payload = useTokenPayload();
  const isMain = !payload || payload.is_main;
  const tree = useAdminGroupTree();
  // the system-admin entry: departments open their pages
  const system = useLocation({ select: (l) => l.pathname.startsWith('/saas/system/') });
  const edit = useEditGroup();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<AdminGroupNode | null>(null);

  // every branch starts open (once per load)
  const loaded = tree.data;
  useEffect(() => {
    if (loaded) setOpen((prev) => (prev.size ? prev : new Set(parentIds(loaded))));
  }, [loaded]);

  if (!isMain) {
    return (
      <Stack gap="3" p={{ base: '3', md: '4' }}>
        <Heading size="md">{t('organization.groups.title')}</Heading>
        <MainOnlyNotice />
      </Stack>
    );
  }

  const save = async (name: string): Promise<string | null> => {
    if (!editing) return null;
    try {
      if (editing.kind === 'create') {
        await edit.mutateAsync({ kind: 'create', pid: editing.parent?.id ?? 0, name });
        if (editing.parent) setOpen((prev) => new Set(prev).add(editing.parent!.id));
        toast.success(t('organization.groups.created', { name }));
      } else {
        await edit.mutateAsync({ kind: 'rename', id: editing.node.id, name });
        toast.success(t('organization.groups.renamed', { name }));
      }
      setEditing(null);
      return null;
    } catch (error) {
      return error instanceof ApiError ? error.msg : t('organization.saveFailed');
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await edit.mutateAsync({ kind: 'delete', id: deleting.id });
      toast.success(t('organization.groups.deleted', { name: deleting.name }));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.msg : t('organization.saveFailed'));
    }
    setDeleting(null);
  };

  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderNodes = (nodes: AdminGroupNode[], depth: number) =>
    nodes.map((node) => {
      const hasChildren = node.children.length > 0;
      const isOpen = open.has(node.id);
      return (
        <Box key={node.id} role="treeitem" aria-expanded={hasChildren ? isOpen : undefined} aria-label={node.name}>
          <Flex
            align="center"
            gap="2"
            py="1.5"
            pe="2"
            ps={`${depth * 24 + 4}px`}
            borderRadius="md"
            _hover={{ bg: 'bg.muted' }}
            className="group"
            data-testid={`group-node-${node.name}`}
          >
            {hasChildren ? (
              <IconButton aria-label={t(isOpen ? 'organization.groups.collapse' : 'organization.groups.expand')} size="2xs" variant="ghost" onClick={() => toggle(node.id)}>
                {isOpen ? <LuChevronDown /> : <LuChevronRight />}
              </IconButton>
            ) : (
              <Box w="6" flexShrink={0} />
            )}
            <Text fontSize="sm" fontWeight={depth === 0 ? 'semibold' : 'normal'} flex="1" minW="0" truncate>
              {node.name}
            </Text>
            <Badge variant="subtle" colorPalette={node.users ? 'blue' : 'gray'} title={t('organization.groups.members', { count: node.users })}>
              <LuUsers /> {node.users}
            </Badge>
            <HStack gap="0.5">
              {system && (
                <IconButton asChild aria-label={t('organization.groups.view')} title={t('organization.groups.view')} size="2xs" variant="ghost" data-testid={`group-view-${node.name}`}>
                  <RouterLink to="/saas/system/group/show/$id" params={{ id: String(node.id) } as never}>
                    <LuEye />
                  </RouterLink>
                </IconButton>
              )}
              <IconButton aria-label={t('organization.groups.addChild')} title={t('organization.groups.addChild')} size="2xs" variant="ghost" onClick={() => setEditing({ kind: 'create', parent: node })} data-testid={`group-add-${node.name}`}>
                <LuPlus />
              </IconButton>
              <IconButton aria-label={t('organization.groups.rename')} title={t('organization.groups.rename')} size="2xs" variant="ghost" onClick={() => setEditing({ kind: 'rename', node })} data-testid={`group-rename-${node.name}`}>
                <LuPencil />
              </IconButton>
              <IconButton aria-label={t('organization.groups.delete')} title={t('organization.groups.delete')} size="2xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(node)} data-testid={`group-delete-${node.name}`}>
                <LuTrash2 />
              </IconButton>
            </HStack>
          </Flex>
          {hasChildren && isOpen && <Box role="group">{renderNodes(node.children, depth + 1)}</Box>}
        </Box>
      );
    });

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="group-screen" maxW="900px">
      <HStack justify="space-between" wrap="wrap">
        <Stack gap="0.5">
          <Heading size="md">{t('organization.groups.title')}</Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('organization.groups.description')}
          </Text>
        </Stack>
        {system ? (
          <Button asChild size="sm" colorPalette="brand" data-testid="group-add-root">
            <RouterLink to="/saas/system/group/add">
              <LuPlus /> {t('organization.groups.addTitle')}
            </RouterLink>
          </Button>
        ) : (
          <Button size="sm" colorPalette="brand" onClick={() => setEditing({ kind: 'create', parent: null })} data-testid="group-add-root">
            <LuPlus /> {t('organization.groups.addRoot')}
          </Button>
        )}
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="3">
        {tree.isError ? (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t('organization.loadFailed')}</Alert.Title>
          </Alert.Root>
        ) : !tree.data ? (
          <Stack gap="2">
            <Skeleton h="6" />
            <Skeleton h="6" />
            <Skeleton h="6" />
          </Stack>
        ) : tree.data.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" py="6" textAlign="center">
            {t('organization.groups.empty')}
          </Text>
        ) : (
          <Stack gap="0" role="tree" aria-label={t('organization.groups.title')}>
            <Text fontSize="xs" color="fg.muted" mb="2">
              {t('organization.groups.summary', { count: countNodes(tree.data) })}
            </Text>
            {renderNodes(tree.data, 0)}
          </Stack>
        )}
      </Box>
      <GroupNameDialog
        open={!!editing}
        title={editing?.kind === 'rename' ? t('organization.groups.rename') : editing?.parent ? t('organization.groups.addChild') : t('organization.groups.addRoot')}
        context={editing?.kind === 'create' && editing.parent ? t('organization.groups.parent', { name: editing.parent.name }) : undefined}
        initialName={editing?.kind === 'rename' ? editing.node.name : ''}
        saving={edit.isPending}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={!!deleting}
        testId="group-delete"
        title={t('organization.groups.delete')}
        body={t('organization.groups.deleteBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('organization.groups.delete')}
        danger
        busy={edit.isPending}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
