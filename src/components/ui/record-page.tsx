/**
 * The frame of a record's add / edit / show pages (roles, departments): the title with an edit link on the show page
 * and a link back to the list, and the page a record that cannot be read shows instead (its header and a warning).
 */
import { Alert, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface RecordPageHeaderProps {
  title: string;
  backTo: string;
  backLabel: string;
  /** the show page's link to the edit page */
  edit?: { to: string; id: number; label: string; testId: string } | null;
}

export function RecordPageHeader({ title, backTo, backLabel, edit }: RecordPageHeaderProps) {
  return (
    <HStack justify="space-between" wrap="wrap">
      <Heading size="md">{title}</Heading>
      <HStack gap="2">
        {edit && (
          <Button asChild size="sm" colorPalette="brand" data-testid={edit.testId}>
            <RouterLink to={edit.to} params={{ id: String(edit.id) } as never}>
              {edit.label}
            </RouterLink>
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <RouterLink to={backTo}>{backLabel}</RouterLink>
        </Button>
      </HStack>
    </HStack>
  );
}

export interface RecordPageProblemProps {
  header: ReactNode;
  /** a warning (not found, failed to load); or its own content (a notice) as children */
  message?: string;
  children?: ReactNode;
}

export function RecordPageProblem({ header, message, children }: RecordPageProblemProps) {
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }}>
      {header}
      {message !== undefined && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{message}</Alert.Title>
        </Alert.Root>
      )}
      {children}
    </Stack>
  );
}
