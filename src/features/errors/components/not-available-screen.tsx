/** Shown by every registered route whose screen is not built yet: the route's title and an honest sentence. */
import { Heading, Stack, Text, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuConstruction } from 'react-icons/lu';
import { useRouteTitle } from '@/lib/route-meta';

export function NotAvailableScreen() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return (
    <Box p={{ base: 4, md: 8 }}>
      <Stack
        gap={3}
        align="center"
        textAlign="center"
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border.muted"
        rounded="xl"
        px={6}
        py={12}
        data-testid="not-available"
      >
        <Box color="fg.subtle" fontSize="4xl">
          <LuConstruction aria-hidden />
        </Box>
        {title && (
          <Heading as="h1" size="lg">
            {title}
          </Heading>
        )}
        <Text color="fg.muted">{t('errors.notAvailable.body')}</Text>
      </Stack>
    </Box>
  );
}
