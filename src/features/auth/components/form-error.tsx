/** The server's (or client's) message above a form's submit button. */
import { Alert } from '@chakra-ui/react';

export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" variant="subtle" rounded="md" data-testid="form-error">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{message}</Alert.Title>
    </Alert.Root>
  );
}
