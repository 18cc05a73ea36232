/** A tree that could not be loaded: the message, and a button that loads it again (the picker's and the address screen's). */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface TreeLoadFailureProps {
  message: string;
  /** none: the message alone */
  onRetry?: () => void;
  testId: string;
}

export function TreeLoadFailure({ message, onRetry, testId }: TreeLoadFailureProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="2" p="2" align="start" data-testid={`${testId}-error`}>
      <Text color="fg.error" fontSize="sm">
        {message}
      </Text>
      {onRetry && (
        <Button size="xs" variant="outline" onClick={onRetry} data-testid={`${testId}-retry`}>
          {t('ui.treeSelect.retry')}
        </Button>
      )}
    </Stack>
  );
}
