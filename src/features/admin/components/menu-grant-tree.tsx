/**
 * The role form's menus tree: a checkbox per menu (ticking a folder ticks its whole subtree, a child brings its parent
 * folders), and under each ticked menu its button codes as checkboxes. Read-only on the role detail page.
 */
import { Badge, Box, Checkbox, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminMenu } from '@/domain/admin/api';
import { menuTree, tickState, toggleCode, toggleNode, type AdminMenuNode, type Grants } from '../utils/menu-tree';

export interface MenuGrantTreeProps {
  menus: readonly AdminMenu[];
  grants: Grants;
  onChange?(next: Grants): void;
}

export function MenuGrantTree({ menus, grants, onChange }: MenuGrantTreeProps) {
  const { i18n } = useTranslation();
  const roots = useMemo(() => menuTree(menus), [menus]);
  const parents = useMemo(() => new Map(menus.map((m) => [m.id, m.pid])), [menus]);
  const zh = i18n.language.startsWith('zh');
  const readOnly = !onChange;

  const renderNode = (node: AdminMenuNode, depth: number) => {
    const state = tickState(grants, node);
    const name = zh ? node.name_zh : node.name_en;
    return (
      <Box key={node.id} pl={depth ? '5' : '0'}>
        <HStack gap="2" py="0.5" wrap="wrap">
          <Checkbox.Root
            size="sm"
            checked={state === 'all' ? true : state === 'some' ? 'indeterminate' : false}
            disabled={readOnly}
            onCheckedChange={(d) => onChange?.(toggleNode(grants, node, d.checked === true, parents))}
            data-testid={`grant-${node.path}`}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight={node.children.length ? 'semibold' : 'normal'}>{name}</Checkbox.Label>
          </Checkbox.Root>
          {node.is_hidden && (
            <Badge size="xs" variant="subtle">
              {node.path.split('/').slice(-2).join('/')}
            </Badge>
          )}
        </HStack>
        {node.codes.length > 0 && grants.has(node.id) && (
          <HStack gap="3" pl="6" pb="1" wrap="wrap">
            {node.codes.map((code) => (
              <Checkbox.Root
                key={code}
                size="xs"
                checked={grants.get(node.id)?.includes(code) ?? false}
                disabled={readOnly}
                onCheckedChange={(d) => onChange?.(toggleCode(grants, node.id, code, d.checked === true))}
                data-testid={`grant-code-${node.path}-${code}`}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <Text as="span" fontFamily="mono" fontSize="xs">
                    {code}
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
        )}
        {node.children.length > 0 && (
          // a folder's entries side by side on wide screens: the tree stays short
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} columnGap="4" pb="1">
            {node.children.map((c) => renderNode(c, depth + 1))}
          </SimpleGrid>
        )}
      </Box>
    );
  };

  return <Stack gap="0">{roots.map((r) => renderNode(r, 0))}</Stack>;
}
