/** The frame of a public page (no sign-in): a narrow column with a title, readable on a phone. */
import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PublicPageProps {
  title: string;
  intro?: string;
  testId: string;
  children: ReactNode;
}

export function PublicPage({ title, intro, testId, children }: PublicPageProps) {
  return (
    <Container maxW="2xl" py={{ base: '4', md: '8' }} px="3" data-testid={testId}>
      <Stack gap="3">
        <Heading size="lg">{title}</Heading>
        {intro && (
          <Text fontSize="sm" color="fg.muted">
            {intro}
          </Text>
        )}
        {children}
      </Stack>
    </Container>
  );
}
