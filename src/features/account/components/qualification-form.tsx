/** Company qualification photos (main accounts, up to 10), reviewed later on the audit screen. */
import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUploader } from '@/components/ui/image-uploader/image-uploader';
import { toast } from '@/lib/toaster';
import { QUALIFICATION_MAX, qualificationQuery, useSaveQualification } from '../api/company-qualification';

export function QualificationForm() {
  const { t } = useTranslation();
  const saved = useQuery(qualificationQuery());
  const save = useSaveQualification();
  const form = useForm<{ fileids: string[] }>({ defaultValues: { fileids: [] } });
  const { reset } = form;
  const { isDirty } = form.formState;

  useEffect(() => {
    if (saved.data) reset({ fileids: saved.data });
  }, [saved.data, reset]);

  const onSubmit = form.handleSubmit(async ({ fileids }) => {
    const result = await save.mutateAsync(fileids);
    reset({ fileids: result.fileids });
    toast.success(t('account.qualification.saved'));
  });

  if (saved.isPending) return <Skeleton h="120px" />;
  return (
    <form onSubmit={(e) => void onSubmit(e)} data-testid="qualification-form">
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('account.qualification.hint', { max: QUALIFICATION_MAX })}
        </Text>
        <Controller
          control={form.control}
          name="fileids"
          render={({ field }) => (
            <ImageUploader
              value={field.value}
              onChange={field.onChange}
              max={QUALIFICATION_MAX}
              label={t('account.qualification.title')}
              data-testid="qualification-uploader"
            />
          )}
        />
        <HStack>
          <Button type="submit" size="sm" colorPalette="brand" loading={save.isPending} disabled={!isDirty} data-testid="qualification-save">
            {t('account.save')}
          </Button>
          <Button type="button" size="sm" variant="outline" disabled={!isDirty} onClick={() => reset({ fileids: saved.data ?? [] })}>
            {t('account.reset')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
