/** /saas/resource/line/detail/:id: the line, its legs in order with carrier, hours and price, and the leg actions. */
import { Badge, Box, Button, DataList, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { Drawer } from '@/components/ui/drawer/drawer';
import { EntityForm } from '@/components/ui/entity-screen/entity-form';
import { lineBody } from '@/domain/contracts-lines';
import { formatYuan } from '@/domain/money';
import { toast } from '@/lib/toaster';
import { lineQueries, LINES_URL, removeLeg, updateLine } from '../api/lines';
import { legCreatePath, LINE_FIELDS, LINE_INDEX_PATH } from './line-fields';

export function LineDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number((useParams({ strict: false }) as { id?: string }).id);
  const query = useQuery({ ...lineQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
  const [editing, setEditing] = useState(false);
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: lineQueries.detail(id).queryKey }), queryClient.invalidateQueries({ queryKey: ['data-table', LINES_URL] })]);
  const dropLeg = useMutation({
    mutationFn: (legId: number) => removeLeg(id, legId),
    onSuccess: () => void refresh(),
    onError: (e) => toast.error(e.message),
  });

  if (query.isPending) return <Spinner m="6" />;
  if (query.isError || !query.data) {
    return (
      <Stack p="6" data-testid="rules-line-detail-missing">
        <Text>{t('rules.line.notFound')}</Text>
        <Button size="sm" alignSelf="start" onClick={() => void navigate({ to: LINE_INDEX_PATH } as never)}>
          {t('rules.line.back')}
        </Button>
      </Stack>
    );
  }
  const line = query.data;
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="rules-line-detail">
      <HStack justify="space-between" wrap="wrap">
        <HStack gap="2">
          <Heading size="md" data-testid="rules-line-detail-name">
            {line.name}
          </Heading>
          <Badge colorPalette={line.status === 1 ? 'green' : 'gray'}>{t(line.status === 1 ? 'entityScreen.enabled' : 'entityScreen.disabled')}</Badge>
        </HStack>
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => void navigate({ to: LINE_INDEX_PATH } as never)}>
            {t('rules.line.back')}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setEditing(true)} data-testid="rules-line-edit">
            <LuPencil /> {t('rules.line.editLine')}
          </Button>
          <Button size="xs" colorPalette="brand" onClick={() => void navigate({ to: legCreatePath(id) } as never)} data-testid="rules-line-add-leg">
            <LuPlus /> {t('rules.line.addLeg')}
          </Button>
        </HStack>
      </HStack>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
        <DataList.Root orientation="horizontal" size="sm" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="3">
          {[
            ['start', line.start_station_name],
            ['end', line.end_station_name],
            ['legCount', String(line.leg_count)],
            ['totalHours', String(line.total_hours)],
            ['totalPrice', formatYuan(line.total_price_cents)],
          ].map(([key, value]) => (
            <DataList.Item key={key}>
              <DataList.ItemLabel>{t(`rules.line.${key}`)}</DataList.ItemLabel>
              <DataList.ItemValue data-testid={`rules-line-detail-${key}`}>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
          {line.memo && (
            <DataList.Item>
              <DataList.ItemLabel>{t('rules.common.memo')}</DataList.ItemLabel>
              <DataList.ItemValue>{line.memo}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>
      </Box>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="3" overflowX="auto">
        <Heading size="sm" mb="2">
          {t('rules.line.legs')}
        </Heading>
        {line.legs.length === 0 ? (
          <Text color="fg.muted" fontSize="sm" data-testid="rules-line-no-legs">
            {t('rules.line.noLegs')}
          </Text>
        ) : (
          <Table.Root size="sm" data-testid="rules-line-legs">
            <Table.Header>
              <Table.Row>
                {['seq', 'from', 'to', 'carrier', 'hours', 'price'].map((k) => (
                  <Table.ColumnHeader key={k} textAlign={k === 'hours' || k === 'price' ? 'end' : 'start'}>
                    {t(`rules.line.${k}`)}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {line.legs.map((leg, i) => (
                <Table.Row key={leg.id} data-testid={`rules-line-leg-${i + 1}`}>
                  <Table.Cell>{i + 1}</Table.Cell>
                  <Table.Cell>{leg.from_station_name}</Table.Cell>
                  <Table.Cell>{leg.to_station_name}</Table.Cell>
                  <Table.Cell>{leg.carrier_name}</Table.Cell>
                  <Table.Cell textAlign="end">{leg.hours}</Table.Cell>
                  <Table.Cell textAlign="end">{formatYuan(leg.price_cents)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button size="2xs" variant="ghost" colorPalette="red" loading={dropLeg.isPending && dropLeg.variables === leg.id} onClick={() => dropLeg.mutate(leg.id)}>
                      <LuTrash2 /> {t('rules.line.removeLeg')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
      <Drawer open={editing} onClose={() => setEditing(false)} title={t('rules.line.editLine')} data-testid="rules-line-edit-drawer">
        {editing && (
          <EntityForm
            fields={LINE_FIELDS}
            schema={lineBody}
            initial={{ name: line.name, start_station_id: String(line.start_station_id), end_station_id: String(line.end_station_id), memo: line.memo }}
            editing
            testId="rules-line-edit-form"
            onSubmit={(values) => updateLine(String(id), values)}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              toast.success(t('rules.line.saved'));
              setEditing(false);
              void refresh();
            }}
          />
        )}
      </Drawer>
    </Stack>
  );
}
