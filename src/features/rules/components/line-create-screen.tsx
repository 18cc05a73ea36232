/** /saas/resource/line/create: a new line from a start to an end station, optionally with its first leg. */
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '@/components/ui/entity-screen/entity-form';
import { toast } from '@/lib/toaster';
import { createLine, LINES_URL, type LineDetail } from '../api/lines';
import { lineCreateForm } from '../utils/form-schemas';
import { LEG_DETAIL_FIELDS, LINE_FIELDS, linePath } from './line-fields';

export function LineCreateScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="rules-line-create-screen">
      <Heading size="md">{t('routes.saasResourceLineCreate')}</Heading>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="4" maxW="640px">
        <EntityForm
          fields={[...LINE_FIELDS.slice(0, 3), ...LEG_DETAIL_FIELDS.map((f) => ({ ...f, helpKey: f.key === 'carrier_resource_id' ? 'rules.line.firstLeg' : undefined })), LINE_FIELDS[3]]}
          schema={lineCreateForm}
          initial={{ name: '', start_station_id: '', end_station_id: '', carrier_resource_id: '', hours: '', price: '', memo: '' }}
          testId="rules-line-form"
          onSubmit={(values) => createLine(values)}
          onCancel={() => window.history.back()}
          onSaved={(line) => {
            toast.success(t('rules.line.saved'));
            void queryClient.invalidateQueries({ queryKey: ['data-table', LINES_URL] });
            void navigate({ to: linePath((line as LineDetail).id) } as never);
          }}
        />
      </Box>
    </Stack>
  );
}
