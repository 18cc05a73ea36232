/** The address database (/saas/basic/address/index): the three-level area tree, searchable, with its data version. */
import { Badge, Box, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { addressTreeLoad, useAddressTree } from '@/components/ui/tree-select/api/get-address-tree';
import { TreeLoadFailure } from '@/components/ui/tree-select/load-failure';
import { filterTree, type TreeNode } from '@/components/ui/tree-select/tree';
import { areasVersionQuery } from '../api/areas-version';

/** a filter matching more rows than this shows the first ones */
const MAX_ROWS = 600;

interface Line {
  node: TreeNode;
  depth: number;
  open: boolean;
}

function lines(nodes: TreeNode[], isOpen: (v: string) => boolean, depth = 0, out: Line[] = []): Line[] {
  for (const node of nodes) {
    if (out.length >= MAX_ROWS) break;
    const open = isOpen(node.value);
    out.push({ node, depth, open });
    if (open && node.children) lines(node.children, isOpen, depth + 1, out);
  }
  return out;
}

const count = (nodes: TreeNode[]): number => nodes.reduce((n, x) => n + 1 + count(x.children ?? []), 0);

export function AddressScreen() {
  const { t } = useTranslation();
  const tree = useAddressTree();
  const version = useQuery(areasVersionQuery);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [toggled, setToggled] = useState<Set<string>>(() => new Set());
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const load = addressTreeLoad(tree);
  const total = useMemo(() => count(nodes), [nodes]);
  const filtered = useMemo(() => filterTree(nodes, deferred), [nodes, deferred]);
  const rows = useMemo(
    () => lines(filtered.nodes, (v) => (filtered.expanded.has(v) ? !toggled.has(v) : toggled.has(v))),
    [filtered, toggled],
  );
  const flip = (v: string) =>
    setToggled((s) => {
      const next = new Set(s);
      if (next.has(v)) next.delete(v);
      else next.add(v);
      return next;
    });

  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="address-database" minW="0">
      <Heading size="md">{t('basicData.address.title')}</Heading>
      <HStack gap="3" wrap="wrap" bg="bg" borderRadius="md" borderWidth="1px" p="3">
        <Input size="sm" maxW="280px" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('basicData.address.search')} data-testid="address-search" />
        <Text fontSize="sm" color="fg.muted" data-testid="address-version">
          {t('basicData.address.version', { version: version.data?.version ?? '…' })}
        </Text>
        <Text fontSize="sm" color="fg.muted">{t('basicData.address.count', { count: total })}</Text>
        {deferred.trim() && <Badge data-testid="address-matches">{t('basicData.address.matches', { count: filtered.matches })}</Badge>}
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="2" maxH="calc(100vh - 260px)" overflowY="auto" data-testid="address-tree">
        {load.loading ? (
          <Spinner size="sm" />
        ) : load.error ? (
          <TreeLoadFailure message={`${t('ui.treeSelect.loadFailed')} ${load.error.message}`} onRetry={() => void tree.refetch()} testId="address-tree" />
        ) : rows.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">{t('ui.treeSelect.empty')}</Text>
        ) : (
          rows.map(({ node, depth, open }) => (
            <HStack
              key={node.value}
              gap="1"
              pl={`${depth * 20 + 4}px`}
              py="0.5"
              cursor={node.children ? 'pointer' : 'default'}
              onClick={() => node.children && flip(node.value)}
              _hover={{ bg: 'bg.muted' }}
              data-testid={`address-node-${node.value}`}
            >
              <Box w="16px" color="fg.muted">{node.children ? open ? <LuChevronDown /> : <LuChevronRight /> : null}</Box>
              <Text fontSize="sm">{node.label}</Text>
              <Text fontSize="xs" color="fg.muted">{node.value}</Text>
            </HStack>
          ))
        )}
      </Box>
    </Stack>
  );
}
