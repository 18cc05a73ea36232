/**
 * The detail of a resource or station: every field of the entity (spec §3) with Edit and the forbid/allow
 * (enable/disable) toggle. Shown on the detail routes (/saas/basic/consignor/show/:id,
 * /saas/basic/transporter/show/:id) and, for kinds without one, in a dialog over the list.
 */
import { Badge, Box, Button, CloseButton, DataList, Dialog, Heading, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuPencil } from 'react-icons/lu';
import { useResourceDetail } from '../api/resource-detail';
import { useStationDetail } from '../api/station-detail';
import { detailValue, type DetailRecord } from '../utils/detail-values';
import { isActive, RESOURCE_SCREENS, showsRecord, type ResourceScreenConfig } from '../utils/resource-screens';
import { ResourceFormDialog } from './resource-form-dialog';
import { StateToggle } from './state-toggle';
import { StationFormDialog } from './station-form-dialog';

export interface RecordDetailProps {
  cfg: ResourceScreenConfig;
  id: number;
}

export function RecordDetail({ cfg, id }: RecordDetailProps) {
  const { t } = useTranslation();
  const station = cfg.entity === 'station';
  const resource = useResourceDetail(station ? undefined : id);
  const stationQuery = useStationDetail(station ? id : undefined);
  const query = station ? stationQuery : resource;
  const record = query.data as DetailRecord | undefined;
  const [editing, setEditing] = useState(false);
  const m = (k: string, fallback?: string) => t(`resources.manage.${k}`, fallback ? { defaultValue: fallback } : undefined);
  const noun = m(`nouns.${cfg.key}`);

  if (query.isError || (record && !showsRecord(cfg, record))) {
    return (
      <Text color="fg.error" data-testid="resource-detail-not-found">
        {m('notFound')}
      </Text>
    );
  }
  if (!record) return <Skeleton height="200px" />;
  const active = isActive(cfg, record);

  return (
    <Stack gap="4" data-testid="resource-detail">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2">
          <Heading size="sm" data-testid="resource-detail-name">
            {record.name}
          </Heading>
          <Badge colorPalette={active ? 'green' : 'red'} data-testid="resource-detail-state">
            {station ? m(active ? 'states.enabled' : 'states.disabled') : m(active ? 'states.allowed' : 'states.forbidden')}
          </Badge>
        </HStack>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="resource-detail-edit">
            <LuPencil /> {m('edit')}
          </Button>
          <StateToggle cfg={cfg} id={record.id} name={record.name} active={active} size="sm" testId="resource-detail-toggle" />
        </HStack>
      </HStack>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        {cfg.detailFields.map((key) => (
          <DataList.Item key={key} data-testid={`resource-detail-field-${key}`}>
            <DataList.ItemLabel minW="120px">{m(`fields.${key}`)}</DataList.ItemLabel>
            <DataList.ItemValue wordBreak="break-all">{detailValue(key, record, m)}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {station ? (
        <StationFormDialog open={editing} id={record.id} title={t('resources.manage.editTitle', { noun })} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      ) : (
        <ResourceFormDialog
          open={editing}
          id={record.id}
          title={t('resources.manage.editTitle', { noun })}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}

export interface RecordDetailDialogProps {
  cfg: ResourceScreenConfig;
  id: number | undefined;
  onClose(): void;
}

/** The detail over the list, for kinds without a detail route. */
export function RecordDetailDialog({ cfg, id, onClose }: RecordDetailDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={id !== undefined} onOpenChange={(d) => !d.open && onClose()} placement="center" size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="resource-detail-dialog" mx="4">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{t('resources.manage.detailTitle', { noun: t(`resources.manage.nouns.${cfg.key}`) })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{id !== undefined && <RecordDetail cfg={cfg} id={id} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DetailScreen({ cfg }: { cfg: ResourceScreenConfig }) {
  const { t } = useTranslation();
  const params = useParams({ strict: false }) as { id?: string };
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : NaN;
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid={`${cfg.testId}-detail-screen`} minW="0">
      <HStack gap="3">
        <Button asChild size="xs" variant="ghost">
          <Link to={cfg.path} data-testid="resource-detail-back">
            <LuArrowLeft /> {t('resources.manage.back')}
          </Link>
        </Button>
        <Heading size="md">{t('resources.manage.detailTitle', { noun: t(`resources.manage.nouns.${cfg.key}`) })}</Heading>
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
        {Number.isInteger(id) ? <RecordDetail cfg={cfg} id={id} /> : <Text color="fg.error">{t('resources.manage.notFound')}</Text>}
      </Box>
    </Stack>
  );
}

/** /saas/basic/consignor/show/:id */
export function ConsignorDetailScreen() {
  return <DetailScreen cfg={RESOURCE_SCREENS.basicConsignor} />;
}

/** /saas/basic/transporter/show/:id */
export function CarrierDetailScreen() {
  return <DetailScreen cfg={RESOURCE_SCREENS.carrier} />;
}
