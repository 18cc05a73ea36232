/**
 * The ticket's comment thread (GET /order/ticket/{id}/comments), oldest first, with image thumbnails that open the
 * image viewer, and the composer (POST /order/tickets_legacy/{id}/comments {content, fileids}) with the shared image
 * uploader. Anyone of the company may comment, viewers too.
 */
import { Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploader } from '@/components/ui/image-uploader/image-uploader';
import { formatDateTime } from '@/domain/relative-time';
import { toast } from '@/lib/toaster';
import { useAddTicketComment } from '../api/add-ticket-comment';
import { useTicketComments } from '../api/get-ticket-comments';
import { PhotoStrip } from '@/components/ui/image-viewer/photo-strip';

const CONTENT_MAX = 1000;
const IMAGES_MAX = 9;

export function TicketComments({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation();
  const comments = useTicketComments(ticketId);
  const add = useAddTicketComment();
  const [content, setContent] = useState('');
  const [fileids, setFileids] = useState<string[]>([]);
  const [uploaderKey, setUploaderKey] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (add.isPending) return;
    if (!content.trim() && fileids.length === 0) return setError(t('tickets.desk.comments.required'));
    setError(null);
    try {
      await add.mutateAsync({ ticketId, content: content.trim(), fileids });
      setContent('');
      setFileids([]);
      setUploaderKey((k) => k + 1);
      toast.success(t('tickets.desk.comments.sent'));
    } catch (e) {
      const msg = (e as { msg?: unknown } | null)?.msg;
      setError(typeof msg === 'string' && msg ? msg : t('tickets.desk.action.failed'));
    }
  };

  const list = comments.data ?? [];
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" data-testid="ticket-comments">
      <Heading size="sm" mb="2">
        {t('tickets.desk.comments.title')} {list.length > 0 && `(${list.length})`}
      </Heading>
      <Stack gap="3" maxH="420px" overflowY="auto" mb="3">
        {list.length === 0 && !comments.isPending && (
          <Text fontSize="sm" color="fg.muted">
            {t('tickets.desk.comments.empty')}
          </Text>
        )}
        {list.map((c) => (
          <Box key={c.id} borderBottomWidth="1px" pb="2" data-testid="ticket-comment">
            <HStack justify="space-between" gap="2">
              <Text fontSize="sm" fontWeight="semibold">
                {c.author_name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(new Date(c.created_at))}
              </Text>
            </HStack>
            {c.content && (
              <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                {c.content}
              </Text>
            )}
            {c.fileids.length > 0 && <PhotoStrip fileids={c.fileids} alt={t('tickets.desk.comments.image')} testId="ticket-comment-image" mt="1" />}
          </Box>
        ))}
      </Stack>
      <Stack gap="2">
        <Textarea
          value={content}
          maxLength={CONTENT_MAX}
          rows={3}
          placeholder={t('tickets.desk.comments.placeholder')}
          onChange={(e) => setContent(e.currentTarget.value)}
          data-testid="ticket-comment-input"
        />
        <Box data-testid="ticket-comment-uploader">
          <ImageUploader key={uploaderKey} value={fileids} onChange={setFileids} max={IMAGES_MAX} label={t('tickets.desk.comments.attach')} data-testid="ticket-comment-images-input" />
        </Box>
        {error && (
          <Text fontSize="sm" color="fg.error" role="alert" data-testid="ticket-comment-error">
            {error}
          </Text>
        )}
        <HStack justify="flex-end">
          <Button size="sm" colorPalette="brand" loading={add.isPending} onClick={() => void send()} data-testid="ticket-comment-send">
            {t('tickets.desk.comments.send')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
