/** Quick access to the user's top menu entries: one card per entry with its first pages. */
import { Box, Card, Flex, Icon, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { IconType } from 'react-icons';
import {
  LuChartColumn,
  LuChartLine,
  LuCircleAlert,
  LuDatabase,
  LuFolder,
  LuLayoutDashboard,
  LuMegaphone,
  LuPlug,
  LuShieldCheck,
  LuShoppingCart,
  LuTicket,
  LuTruck,
  LuUser,
  LuUsers,
  LuWallet,
  LuWarehouse,
} from 'react-icons/lu';
import type { MenuNode } from '@/domain/auth';
import { setMenuId } from '@/lib/session/menu-id';

const ICONS: Record<string, IconType> = {
  dashboard: LuLayoutDashboard,
  chart: LuChartLine,
  order: LuShoppingCart,
  truck: LuTruck,
  warehouse: LuWarehouse,
  alert: LuCircleAlert,
  ticket: LuTicket,
  resource: LuUsers,
  finance: LuWallet,
  report: LuChartColumn,
  settings: LuDatabase,
  system: LuShieldCheck,
  user: LuUser,
  marketing: LuMegaphone,
  api: LuPlug,
};

const ACCENTS = ['blue', 'teal', 'purple', 'orange', 'cyan', 'pink', 'green', 'red'];
const MAX_LINKS = 5;

const navigable = (path: string | undefined) => !!path && path.startsWith('/');

function leaves(node: MenuNode): MenuNode[] {
  if (node.children.length === 0) return navigable(node.path) ? [node] : [];
  return node.children.flatMap(leaves);
}

export function QuickLinks({ tree }: { tree: MenuNode[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (node: MenuNode) => {
    setMenuId(node.id);
    void navigate({ href: node.path });
  };

  if (tree.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('welcome.noMenu')}
      </Text>
    );
  }

  // single pages as compact tiles on top, then one card per menu group (rows of equal height)
  const singles = tree.filter((n) => n.children.length === 0);
  const groups = tree.filter((n) => n.children.length > 0);
  return (
    <Stack gap="4" data-testid="quick-links">
      {singles.length > 0 && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
          {singles.map((n, i) => (
            <QuickLinkCard key={n.id} node={n} accent={ACCENTS[i % ACCENTS.length]} onOpen={open} />
          ))}
        </SimpleGrid>
      )}
      {groups.length > 0 && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
          {groups.map((n, i) => (
            <QuickLinkCard key={n.id} node={n} accent={ACCENTS[(i + singles.length) % ACCENTS.length]} onOpen={open} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

interface QuickLinkCardProps {
  node: MenuNode;
  accent: string;
  onOpen: (node: MenuNode) => void;
}

function QuickLinkCard({ node, accent, onOpen }: QuickLinkCardProps) {
  const { t } = useTranslation();
  const pages = leaves(node);
  const target = pages[0];
  return (
    <Card.Root size="sm" variant="outline" bg="white" _hover={{ boxShadow: 'md', borderColor: `${accent}.200` }} transition="all 0.15s" data-testid="quick-link">
      <Card.Body gap="3">
        <Flex
          as="button"
          align="center"
          gap="3"
          textAlign="left"
          cursor={target ? 'pointer' : 'default'}
          onClick={target ? () => onOpen(target) : undefined}
        >
          <Flex boxSize="40px" rounded="lg" align="center" justify="center" bg={`${accent}.50`} color={`${accent}.600`} flexShrink={0}>
            <Icon as={ICONS[node.icon] ?? LuFolder} boxSize="20px" />
          </Flex>
          <Box minW="0">
            <Text fontWeight="semibold" truncate>
              {node.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {node.children.length > 0 ? t('welcome.entries', { count: pages.length }) : t('welcome.open')}
            </Text>
          </Box>
        </Flex>
        {node.children.length > 0 && (
          <Stack gap="1" pl="1">
            {pages.slice(0, MAX_LINKS).map((page) => (
              <ChakraLink
                key={page.id}
                href={page.path}
                fontSize="sm"
                color="gray.600"
                _hover={{ color: `${accent}.600` }}
                onClick={(e) => {
                  if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                  e.preventDefault();
                  onOpen(page);
                }}
                data-testid="quick-link-page"
              >
                {page.name}
              </ChakraLink>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
