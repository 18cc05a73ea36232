/**
 * A settings document screen of the kit: one EntityForm over a document loaded once (query) and saved whole;
 * shows when it was last saved. The feature gives the fields, the domain schema and its api file's calls.
 */
import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '@/lib/toaster';
import { EntityForm } from './entity-form';
import type { EntityField, EntityValues } from './types';

export interface SettingsDocument {
  data: EntityValues;
  updated_at: string | null;
}

export interface EntitySettingsScreenProps {
  testId: string;
  titleKey: string;
  fields: EntityField[];
  schema: z.ZodType;
  query: UseQueryOptions<SettingsDocument, Error, SettingsDocument, readonly unknown[]>;
  save(values: EntityValues): Promise<unknown>;
}

export function EntitySettingsScreen({ testId, titleKey, fields, schema, query, save }: EntitySettingsScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const doc = useQuery(query);
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid={testId} minW="0">
      <Heading size="md">{t(titleKey)}</Heading>
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="4" maxW="640px">
        {doc.isPending ? (
          <Spinner size="sm" />
        ) : doc.isError ? (
          <Text color="fg.error" fontSize="sm">{t('entityScreen.loadFailed')}</Text>
        ) : (
          <EntityForm
            key={doc.data.updated_at ?? 'defaults'}
            fields={fields}
            schema={schema}
            initial={doc.data.data}
            testId={`${testId}-form`}
            onSubmit={save}
            onSaved={() => {
              toast.success(t('entityScreen.saved'));
              void queryClient.invalidateQueries({ queryKey: query.queryKey });
            }}
            footer={
              <Text fontSize="xs" color="fg.muted" data-testid={`${testId}-updated`}>
                {doc.data.updated_at ? t('entityScreen.lastSaved', { at: doc.data.updated_at.slice(0, 19).replace('T', ' ') }) : t('entityScreen.defaults')}
              </Text>
            }
          />
        )}
      </Box>
    </Stack>
  );
}
