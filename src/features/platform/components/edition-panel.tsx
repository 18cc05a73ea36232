/** The platform admin sets a company's edition (bit flags of src/domain/editions.ts) on its detail page. */
import { Box, Button, Checkbox, Heading, HStack, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITION, EDITION_NAMES, editionFlags, editionNames, type EditionName } from '@/domain/editions';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useCompanyEdition, useSetCompanyEdition } from '../api/company-edition';

export function EditionPanel({ companyId, name }: { companyId: number; name: string }) {
  const { t } = useTranslation();
  const edition = useCompanyEdition(companyId);
  const save = useSetCompanyEdition(companyId);
  const [chosen, setChosen] = useState<EditionName[]>([]);
  const stored = edition.data?.edition_flags;
  useEffect(() => {
    if (stored !== undefined) setChosen(editionNames(stored));
  }, [stored]);
  const toggle = (n: EditionName, on: boolean) => setChosen((c) => (on ? [...c, n] : c.filter((x) => x !== n)));
  const flags = editionFlags(chosen);
  const submit = async () => {
    try {
      await save.mutateAsync(flags);
      toast.success(t('platform.servicer.editionSaved', { name }));
    } catch (error) {
      toast.error(error instanceof ApiError ? error.msg : t('platform.failed'));
    }
  };
  return (
    <Box bg="bg" borderRadius="md" borderWidth="1px" p="4" data-testid="company-edition" data-flags={stored ?? ''}>
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading size="sm">{t('platform.servicer.edition')}</Heading>
          <Button
            size="xs"
            colorPalette="brand"
            onClick={() => void submit()}
            loading={save.isPending}
            disabled={!chosen.length || flags === stored}
            data-testid="company-edition-save"
          >
            {t('platform.servicer.editionSave')}
          </Button>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('platform.servicer.editionHint')}
        </Text>
        {edition.data ? (
          <Wrap gap="4">
            {EDITION_NAMES.map((n) => (
              <Checkbox.Root key={n} size="sm" checked={chosen.includes(n)} onCheckedChange={(d) => toggle(n, d.checked === true)} data-testid={`company-edition-${n}`}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {t(`platform.servicer.editions.${n}`)} ({EDITION[n]})
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        ) : (
          <Skeleton h="24px" />
        )}
        {!chosen.length && edition.data && (
          <Text fontSize="sm" color="fg.error">
            {t('platform.servicer.editionNone')}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
