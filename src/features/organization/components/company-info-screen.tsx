/**
 * /saas/basic/company/index: the signed-in company's own data — name, contact, address, licence number, memo —
 * editable by its main account (sub-accounts read it), with its subscription and review status beside, and the
 * company's accounts below (company-accounts.tsx).
 */
import { Alert, Badge, Box, Button, DataList, Field, Grid, Heading, HStack, Skeleton, Stack, Textarea, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTokenPayload } from '@/lib/session/token-store';
import { toast } from '@/lib/toaster';
import { useCompanyInfo, useUpdateCompanyInfo, type CompanyInfo } from '../api/company-info';
import { COMPANY_LIMITS, companyInfoSchema, type CompanyInfoForm } from '../utils/company-schema';
import { formatTime } from '../utils/format';
import { CompanyAccounts } from './company-accounts';
import { OrgFormField } from './form-field';
import { applyServerError } from './server-error';

const toForm = (c: CompanyInfo): CompanyInfoForm => ({
  name: c.name,
  contact_phone: c.contact_phone,
  contact_name: c.contact_name,
  address: c.address,
  license_no: c.license_no,
  memo: c.memo,
});

const REVIEW_COLOR = { approved: 'green', pending: 'orange', rejected: 'red' } as const;

export function CompanyInfoScreen() {
  const { t } = useTranslation();
  const info = useCompanyInfo();
  return (
    <Stack gap="3" p={{ base: '3', md: '4' }} data-testid="company-screen" maxW="1100px">
      <Heading size="md">{t('organization.company.title')}</Heading>
      {info.isError ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('organization.loadFailed')}</Alert.Title>
        </Alert.Root>
      ) : info.data ? (
        <CompanyBody info={info.data} />
      ) : (
        <Skeleton h="320px" />
      )}
      <CompanyAccounts />
    </Stack>
  );
}

function CompanyBody({ info }: { info: CompanyInfo }) {
  const { t } = useTranslation();
  const payload = useTokenPayload();
  const canEdit = !payload || payload.is_main;
  const update = useUpdateCompanyInfo();
  const form = useForm<CompanyInfoForm>({ resolver: zodResolver(companyInfoSchema), defaultValues: toForm(info) });
  const { errors, isDirty } = form.formState;
  // a refetch (window focus, a save elsewhere) updates the fields not being edited and keeps what the user typed
  useEffect(() => form.reset(toForm(info), { keepDirtyValues: true, keepDirty: true }), [info, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      form.reset(values);
      toast.success(t('organization.saved'));
    } catch (error) {
      const msg = applyServerError(error, form.setError, ['name', 'contact_phone', 'contact_name', 'address', 'license_no', 'memo'], t('organization.saveFailed'));
      if (msg) toast.error(msg);
    }
  });

  const rows: [string, string][] = [
    [t('organization.company.appCode'), info.app_code],
    [t('organization.company.version'), info.subscribe_version_name || '—'],
    [t('organization.company.hostingEnd'), info.hosting_end ?? t('organization.company.never')],
    [t('organization.company.bizManager'), info.biz_manager_phone || '—'],
    [t('organization.company.qualifications'), String(info.qualification_count)],
    [t('organization.company.createdAt'), formatTime(info.created_at)],
  ];

  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(280px, 2fr) 3fr' }} gap="4" alignItems="start">
      <Box bg="bg" borderRadius="md" borderWidth="1px" p="4">
        <Stack gap="4">
          <HStack justify="space-between">
            <Heading size="sm">{info.name}</Heading>
            <Badge colorPalette={REVIEW_COLOR[info.review_status]} variant="subtle" data-testid="company-review-status">
              {t(`organization.review.${info.review_status}`)}
            </Badge>
          </HStack>
          <DataList.Root orientation="horizontal" size="sm">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="96px">{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Stack>
      </Box>
      <chakra.form bg="bg" borderRadius="md" borderWidth="1px" p="4" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="company-form">
        <Stack gap="4">
          <Heading size="sm">{t('organization.company.details')}</Heading>
          {!canEdit && (
            <Alert.Root status="info" size="sm">
              <Alert.Indicator />
              <Alert.Title>{t('organization.company.readOnly')}</Alert.Title>
            </Alert.Root>
          )}
          <fieldset disabled={!canEdit} style={{ display: 'contents' }}>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              <OrgFormField label={t('organization.company.name')} required error={errors.name?.message} errorValues={COMPANY_LIMITS} data-testid="company-name" {...form.register('name')} />
              <OrgFormField label={t('organization.company.contactPhone')} error={errors.contact_phone?.message} data-testid="company-phone" {...form.register('contact_phone')} />
              <OrgFormField label={t('organization.company.contactName')} error={errors.contact_name?.message} errorValues={COMPANY_LIMITS} {...form.register('contact_name')} />
              <OrgFormField label={t('organization.company.licenseNo')} error={errors.license_no?.message} errorValues={COMPANY_LIMITS} {...form.register('license_no')} />
            </Grid>
            <OrgFormField label={t('organization.company.address')} error={errors.address?.message} errorValues={COMPANY_LIMITS} data-testid="company-address" {...form.register('address')} />
            <Field.Root invalid={!!errors.memo}>
              <Field.Label fontSize="sm">{t('organization.company.memo')}</Field.Label>
              <Textarea size="sm" bg="bg" rows={3} {...form.register('memo')} />
              {errors.memo && <Field.ErrorText>{t(errors.memo.message ?? '', COMPANY_LIMITS)}</Field.ErrorText>}
            </Field.Root>
          </fieldset>
          {canEdit && (
            <HStack>
              <Button type="submit" size="sm" colorPalette="brand" loading={update.isPending} disabled={!isDirty} data-testid="company-save">
                {t('organization.save')}
              </Button>
            </HStack>
          )}
        </Stack>
      </chakra.form>
    </Grid>
  );
}
