/** Edit and resend a failed entry: its fields as an editable key/value form; the resend is a new write (new key). */
import { Box, Button, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxRow } from '@/lib/outbox';
import { editableFields, fieldText, parseField, withFields } from '../utils/entry-text';

export interface EditEntryDialogProps {
  entry: OutboxRow | null;
  title: string;
  busy: boolean;
  onResend(payload: unknown): void;
  onCancel(): void;
}

export function EditEntryDialog({ entry, title, busy, onResend, onCancel }: EditEntryDialogProps) {
  const { t } = useTranslation();
  const original = entry ? editableFields(entry.kind, entry.payload) : {};
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!entry) return;
    const fields = editableFields(entry.kind, entry.payload);
    setTexts(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fieldText(v)])));
    setError(null);
  }, [entry]);

  const submit = () => {
    if (!entry) return;
    const fields: Record<string, unknown> = {};
    for (const [key, text] of Object.entries(texts)) {
      try {
        fields[key] = parseField(text, original[key]);
      } catch {
        setError(t('sync.badJson', { field: key }));
        return;
      }
    }
    onResend(withFields(entry.kind, entry.payload, fields));
  };

  const keys = Object.keys(texts);
  return (
    <Dialog.Root open={!!entry} onOpenChange={(d) => !d.open && onCancel()} placement="center" size="md" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="sync-edit-dialog" mx="4">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {entry?.lastError && (
                  <Text fontSize="sm" color="red.600" data-testid="sync-edit-server-msg">
                    {t('sync.editError', { msg: entry.lastError.msg })}
                  </Text>
                )}
                <Text fontSize="xs" color="gray.600">
                  {t('sync.editHint')}
                </Text>
                {keys.length === 0 && <Text fontSize="sm">{t('sync.noFields')}</Text>}
                <Box maxH="50vh" overflowY="auto">
                  <Stack gap="2">
                    {keys.map((key) => {
                      const long = texts[key].length > 60 || typeof original[key] === 'object';
                      return (
                        <Field.Root key={key}>
                          <Field.Label fontSize="xs" fontFamily="mono">
                            {key}
                          </Field.Label>
                          {long ? (
                            <Textarea size="sm" rows={3} value={texts[key]} data-testid={`sync-edit-field-${key}`} onChange={(e) => setTexts((s) => ({ ...s, [key]: e.target.value }))} />
                          ) : (
                            <Input size="sm" value={texts[key]} data-testid={`sync-edit-field-${key}`} onChange={(e) => setTexts((s) => ({ ...s, [key]: e.target.value }))} />
                          )}
                        </Field.Root>
                      );
                    })}
                  </Stack>
                </Box>
                {error && (
                  <Text fontSize="sm" color="red.600" role="alert">
                    {error}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onCancel} data-testid="sync-edit-cancel">
                {t('sync.cancel')}
              </Button>
              <Button size="sm" colorPalette="brand" loading={busy} onClick={submit} data-testid="sync-edit-send">
                {t('sync.send')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
