/** A centred status card (404, 401, not available, route errors): icon, title, text and actions. */
import type { ReactNode } from 'react';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';

export interface StatusScreenProps {
  /** large code or icon above the title */
  badge: ReactNode;
  title: string;
  body: ReactNode;
  actions?: ReactNode;
  /** fill the whole viewport (public screens) or just the content area (inside the layout) */
  fullPage?: boolean;
}

export function StatusScreen({ badge, title, body, actions, fullPage = false }: StatusScreenProps) {
  return (
    <Flex
      minH={fullPage ? '100dvh' : '60vh'}
      align="center"
      justify="center"
      px={{ base: 4, md: 8 }}
      py={{ base: 8, md: 12 }}
      bgGradient={fullPage ? 'to-br' : undefined}
      gradientFrom={fullPage ? 'brand.50' : undefined}
      gradientTo={fullPage ? 'bg.subtle' : undefined}
    >
      <Box
        as="section"
        w="full"
        maxW="md"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        rounded="2xl"
        shadow="lg"
        px={{ base: 6, md: 10 }}
        py={{ base: 8, md: 10 }}
        textAlign="center"
      >
        <Stack gap={4} align="center">
          <Box color="brand.solid" fontSize="5xl" fontWeight="bold" lineHeight="1" letterSpacing="tight">
            {badge}
          </Box>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="fg.muted" textWrap="pretty">
            {body}
          </Text>
          {actions && (
            <Flex gap={3} wrap="wrap" justify="center" pt={2}>
              {actions}
            </Flex>
          )}
        </Stack>
      </Box>
    </Flex>
  );
}
