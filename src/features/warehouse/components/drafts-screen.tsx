/** 仓储草稿: the inbound and outbound forms left unfinished on this device, newest first; open one or delete it. */
import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { formatDateTime } from '@/domain/relative-time';
import { useDeleteWarehouseDraft, useWarehouseDrafts } from '../api/warehouse-drafts';
import { draftSummary } from '../utils/document-form';
import { IN_CREATE, OUT_CREATE } from '../utils/document-lists';
import { kindLabel, useLang } from '../utils/labels';

export function DraftsScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const drafts = useWarehouseDrafts();
  const remove = useDeleteWarehouseDraft();
  const list = drafts.data ?? [];
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} maxW="900px" data-testid="wh-drafts-screen">
      <Heading size="md">{t('routes.saasWarehouseDraftsIndex')}</Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('warehouse.drafts.hint')}
      </Text>
      {list.length === 0 && !drafts.isPending && (
        <Text color="fg.muted" data-testid="wh-drafts-empty">
          {t('warehouse.drafts.empty')}
        </Text>
      )}
      {list.map((d) => {
        const s = draftSummary(d.values);
        return (
          <HStack key={d.key} gap="3" bg="bg" borderWidth="1px" borderRadius="md" p="3" flexWrap="wrap" data-testid="wh-draft">
            <Box flex="1" minW="200px">
              <HStack gap="2">
                <Badge colorPalette={d.kind === 'inbound' ? 'blue' : 'purple'}>{kindLabel(d.kind, lang)}</Badge>
                <Text fontSize="sm" color="fg.muted">
                  {t('warehouse.drafts.savedAt', { when: formatDateTime(new Date(d.updatedAt)) })}
                </Text>
              </HStack>
              <Text fontSize="sm" mt="1">
                {t('warehouse.drafts.summary', { lines: s.lines, units: s.units })}
                {s.products ? ` · ${s.products}` : ''}
                {d.values.owner_label ? ` · ${d.values.owner_label}` : ''}
              </Text>
            </Box>
            <Button size="md" colorPalette="brand" onClick={() => void navigate({ to: d.kind === 'inbound' ? IN_CREATE : OUT_CREATE, search: { draft: d.id } } as never)} data-testid="wh-draft-open">
              <LuPencil /> {t('warehouse.drafts.open')}
            </Button>
            <Button
              size="md"
              variant="outline"
              colorPalette="red"
              loading={remove.isPending && remove.variables?.id === d.id}
              onClick={() => window.confirm(t('warehouse.drafts.confirmDelete')) && remove.mutate({ kind: d.kind, id: d.id })}
              data-testid="wh-draft-delete"
            >
              <LuTrash2 /> {t('warehouse.drafts.delete')}
            </Button>
          </HStack>
        );
      })}
    </Stack>
  );
}
