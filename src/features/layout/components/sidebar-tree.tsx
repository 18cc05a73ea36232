/** The expanded sidebar menu: nested entries, one open submenu per level, active entry highlighted. */
import { Box, Flex, Icon, Text, chakra } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import type { MenuNode } from '@/domain/auth';
import { isNavigable } from '../utils/menu-tree';
import { menuIcon } from './menu-icon';
import { SIDEBAR } from './sidebar-theme';

export interface SidebarTreeProps {
  tree: MenuNode[];
  /** open submenu id per depth */
  open: number[];
  /** ids from the root to the active entry */
  activeIds: number[];
  onToggle: (id: number, depth: number) => void;
  onNavigate: (node: MenuNode) => void;
}

export function SidebarTree({ tree, ...rest }: SidebarTreeProps) {
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" role="tree">
      {tree.map((node) => (
        <SidebarNode key={node.id} node={node} depth={0} {...rest} />
      ))}
    </Box>
  );
}

interface SidebarNodeProps extends Omit<SidebarTreeProps, 'tree'> {
  node: MenuNode;
  depth: number;
}

function SidebarNode({ node, depth, open, activeIds, onToggle, onNavigate }: SidebarNodeProps) {
  const NodeIcon = menuIcon(node.icon);
  const isActive = activeIds[activeIds.length - 1] === node.id;
  const inActiveChain = activeIds.includes(node.id);
  const padLeft = `${20 + depth * 20}px`;
  const icon = NodeIcon ? (
    <Icon as={NodeIcon} boxSize="16px" flexShrink={0} />
  ) : (
    <Box w="16px" flexShrink={0} />
  );

  if (node.children.length > 0) {
    const isOpen = open[depth] === node.id;
    return (
      <Box as="li" role="none">
        <chakra.button
          display="flex"
          role="treeitem"
          aria-expanded={isOpen}
          data-testid="sidebar-group"
          data-open={isOpen ? 'true' : 'false'}
          data-active-chain={inActiveChain ? 'true' : undefined}
          type="button"
          w="full"
          h="48px"
          pl={padLeft}
          pr="4"
          gap="3"
          alignItems="center"
          color={inActiveChain ? SIDEBAR.textActive : SIDEBAR.text}
          bg="transparent"
          cursor="pointer"
          fontSize="sm"
          textAlign="left"
          _hover={{ color: SIDEBAR.textActive, bg: SIDEBAR.hoverBg }}
          _focusVisible={{ outline: '2px solid', outlineColor: SIDEBAR.activeBg, outlineOffset: '-2px' }}
          onClick={() => onToggle(node.id, depth)}
        >
          {icon}
          <Text flex="1" truncate>
            {node.name}
          </Text>
          <Icon
            as={LuChevronDown}
            boxSize="14px"
            transition="transform 0.2s"
            transform={isOpen ? 'rotate(180deg)' : undefined}
          />
        </chakra.button>
        {isOpen && (
          <Box as="ul" role="group" listStyleType="none" m="0" p="0" bg={SIDEBAR.subBg}>
            {node.children.map((child) => (
              <SidebarNode
                key={child.id}
                node={child}
                depth={depth + 1}
                open={open}
                activeIds={activeIds}
                onToggle={onToggle}
                onNavigate={onNavigate}
              />
            ))}
          </Box>
        )}
      </Box>
    );
  }

  const navigable = isNavigable(node.path);
  return (
    <Box as="li" role="none">
      <Flex
        asChild
        h={depth === 0 ? '48px' : '44px'}
        pl={padLeft}
        pr="4"
        gap="3"
        align="center"
        fontSize="sm"
        color={isActive ? SIDEBAR.textActive : SIDEBAR.text}
        bg={isActive ? SIDEBAR.activeBg : 'transparent'}
        textDecoration="none"
        _hover={{ color: SIDEBAR.textActive, bg: isActive ? SIDEBAR.activeBg : SIDEBAR.hoverBg }}
        _focusVisible={{ outline: '2px solid', outlineColor: SIDEBAR.activeBg, outlineOffset: '-2px' }}
      >
        <a
          href={navigable ? node.path : undefined}
          role="treeitem"
          aria-current={isActive ? 'page' : undefined}
          data-testid="sidebar-item"
          data-path={node.path}
          data-active={isActive ? 'true' : 'false'}
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            if (navigable) onNavigate(node);
          }}
        >
          {icon}
          <Text as="span" flex="1" truncate>
            {node.name}
          </Text>
        </a>
      </Flex>
    </Box>
  );
}
