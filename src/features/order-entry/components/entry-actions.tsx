/** The form's button bar and the server's refusal shown above the form (the input stays as typed). */
import { Alert, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface EntryActionsProps {
  busy: boolean;
  onDraft?: () => void;
  onSubmit?: () => void;
  onSave?: () => void;
  onReset?: () => void;
}

export function EntryActions({ busy, onDraft, onSubmit, onSave, onReset }: EntryActionsProps) {
  const { t } = useTranslation();
  return (
    <HStack gap="2" justify="flex-end" bg="white" borderTopWidth="1px" borderColor="gray.200" p="3" flexWrap="wrap" data-testid="entry-actions">
      {onReset && (
        <Button size="sm" variant="ghost" onClick={onReset} disabled={busy} data-testid="entry-reset">
          {t('orderEntry.reset')}
        </Button>
      )}
      {onDraft && (
        <Button size="sm" variant="outline" onClick={onDraft} loading={busy} data-testid="entry-save-draft">
          {t('orderEntry.saveDraft')}
        </Button>
      )}
      {onSave && (
        <Button size="sm" variant="outline" onClick={onSave} loading={busy} data-testid="entry-save">
          {t('orderEntry.save')}
        </Button>
      )}
      {onSubmit && (
        <Button size="sm" colorPalette="brand" onClick={onSubmit} loading={busy} data-testid="entry-submit">
          {t('orderEntry.submit')}
        </Button>
      )}
    </HStack>
  );
}

export function ServerErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" data-testid="entry-server-error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
