/** The collapsed sidebar: top-level icons only; a group opens its entries in a flyout menu. */
import { Box, Icon, Menu, Portal, chakra } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { MenuNode } from '@/domain/auth';
import { isNavigable } from '../utils/menu-tree';
import { Hint } from './hint';
import { LeafDot, menuIcon } from './menu-icon';
import { SIDEBAR } from './sidebar-theme';

export interface SidebarRailProps {
  tree: MenuNode[];
  activeIds: number[];
  onNavigate: (node: MenuNode) => void;
}

export function SidebarRail({ tree, activeIds, onNavigate }: SidebarRailProps) {
  return (
    <Box as="ul" listStyleType="none" m="0" p="0">
      {tree.map((node) => {
        const inChain = activeIds.includes(node.id);
        const button = (
          <chakra.button
            display="flex"
            type="button"
            aria-label={node.name}
            data-testid={node.children.length ? 'sidebar-group' : 'sidebar-item'}
            data-path={node.path}
            data-active={inChain ? 'true' : 'false'}
            w="full"
            h="48px"
            alignItems="center"
            justifyContent="center"
            cursor="pointer"
            color={inChain ? SIDEBAR.textActive : SIDEBAR.text}
            bg={inChain ? SIDEBAR.activeBg : 'transparent'}
            _hover={{ color: SIDEBAR.textActive, bg: inChain ? SIDEBAR.activeBg : SIDEBAR.hoverBg }}
            _focusVisible={{ outline: '2px solid', outlineColor: SIDEBAR.activeBg, outlineOffset: '-2px' }}
            onClick={node.children.length === 0 && isNavigable(node.path) ? () => onNavigate(node) : undefined}
          >
            <Icon as={menuIcon(node.icon) ?? LeafDot} boxSize="18px" />
          </chakra.button>
        );
        return (
          <Box as="li" key={node.id}>
            {node.children.length === 0 ? (
              <Hint label={node.name} placement="right">
                {button}
              </Hint>
            ) : (
              <Menu.Root positioning={{ placement: 'right-start', gutter: 2 }} onSelect={({ value }) => selectById(node, value, onNavigate)}>
                <Menu.Trigger asChild>{button}</Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content minW="180px" maxH="70vh" overflowY="auto" data-testid="sidebar-flyout">
                      <Menu.ItemGroup>
                        <Menu.ItemGroupLabel fontWeight="semibold">{node.name}</Menu.ItemGroupLabel>
                        <FlyoutEntries nodes={node.children} activeIds={activeIds} />
                      </Menu.ItemGroup>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function FlyoutEntries({ nodes, activeIds }: { nodes: MenuNode[]; activeIds: number[] }) {
  return (
    <>
      {nodes.map((n) =>
        n.children.length > 0 ? (
          <Fragment key={n.id}>
            <Menu.Separator />
            <Menu.ItemGroupLabel color="fg.muted" fontSize="xs">
              {n.name}
            </Menu.ItemGroupLabel>
            <FlyoutEntries nodes={n.children} activeIds={activeIds} />
          </Fragment>
        ) : (
          <Menu.Item
            key={n.id}
            value={String(n.id)}
            disabled={!isNavigable(n.path)}
            data-testid="sidebar-item"
            data-path={n.path}
            data-active={activeIds.includes(n.id) ? 'true' : 'false'}
            color={activeIds.includes(n.id) ? 'brand.600' : undefined}
            fontWeight={activeIds.includes(n.id) ? 'semibold' : undefined}
          >
            {n.name}
          </Menu.Item>
        ),
      )}
    </>
  );
}

function selectById(root: MenuNode, value: string, onNavigate: (node: MenuNode) => void): void {
  const stack = [...root.children];
  while (stack.length) {
    const n = stack.shift()!;
    if (String(n.id) === value) {
      if (isNavigable(n.path)) onNavigate(n);
      return;
    }
    stack.push(...n.children);
  }
}
