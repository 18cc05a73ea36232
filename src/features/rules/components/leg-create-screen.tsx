/** /saas/resource/line/lineCreate/:id: appends a leg to a line (from defaults to where the last leg ends). */
import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '@/components/ui/entity-screen/entity-form';
import { toast } from '@/lib/toaster';
import { addLeg, lineQueries, LINES_URL } from '../api/lines';
import { legForm } from '../utils/form-schemas';
import { LEG_FIELDS, linePath } from './line-fields';

export function LegCreateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number((useParams({ strict: false }) as { id?: string }).id);
  const line = useQuery({ ...lineQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
  if (line.isPending) return <Spinner m="6" />;
  if (!line.data) return <Text p="6">{t('rules.line.notFound')}</Text>;
  const last = line.data.legs.at(-1);
  const from = last ? last.to_station_id : line.data.start_station_id;
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="rules-leg-create-screen">
      <Heading size="md">
        {t('routes.saasResourceLineLineCreateId')} · {line.data.name}
      </Heading>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="4" maxW="640px">
        <EntityForm
          fields={LEG_FIELDS}
          schema={legForm}
          initial={{ from_station_id: String(from), to_station_id: String(line.data.end_station_id), carrier_resource_id: '', hours: '', price: '', memo: '' }}
          testId="rules-leg-form"
          onSubmit={(values) => addLeg(id, values)}
          onCancel={() => void navigate({ to: linePath(id) } as never)}
          onSaved={() => {
            toast.success(t('rules.line.legSaved'));
            void queryClient.invalidateQueries({ queryKey: lineQueries.detail(id).queryKey });
            void queryClient.invalidateQueries({ queryKey: ['data-table', LINES_URL] });
            void navigate({ to: linePath(id) } as never);
          }}
        />
      </Box>
    </Stack>
  );
}
