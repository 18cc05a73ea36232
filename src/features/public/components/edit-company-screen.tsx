/**
 * 完善企业信息 (/edit-company): the registration's second step — the company's details, every one required — sent
 * with POST /user/users/dataComplete (right after /register, or to correct a rejected application, which goes back to
 * the platform's queue); the page moves on to /active-entry, which says whether the account is active yet. A company
 * whose registration is already done (GET /user/users/isServicerRegist) is told so, without the form. Qualification
 * photos stay on My account. Without a session it asks to sign in and come back.
 */
import { Box, Button, Field, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_NAME_MAX, COMPANY_TEXT_MAX } from '@/domain/organization';
import { isPhoneOrLandline } from '@/domain/validators';
import { useTokenPayload } from '@/lib/session/token-store';
import { useCompanyDetails, useCompleteCompany, useServicerRegist, type CompanyDetails } from '../api/company-registration';
import { errorText } from '../utils/lang';
import { PublicPage } from './public-page';

const FIELDS: { key: keyof CompanyDetails; max: number }[] = [
  { key: 'name', max: COMPANY_NAME_MAX },
  { key: 'contact_name', max: COMPANY_TEXT_MAX },
  { key: 'contact_phone', max: 20 },
  { key: 'address', max: COMPANY_TEXT_MAX },
  { key: 'license_no', max: COMPANY_TEXT_MAX },
];
const LABEL: Record<keyof CompanyDetails, string> = {
  name: 'name',
  contact_name: 'contactName',
  contact_phone: 'contactPhone',
  address: 'address',
  license_no: 'licenseNo',
};
const EMPTY: CompanyDetails = { name: '', contact_name: '', contact_phone: '', address: '', license_no: '' };

export function EditCompanyScreen() {
  const { t } = useTranslation();
  const payload = useTokenPayload();
  if (!payload) {
    return (
      <PublicPage title={t('publicPages.editCompany.title')} intro={t('publicPages.editCompany.signIn')} testId="edit-company">
        <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start">
          <RouterLink to="/login" search={{ redirect: '/edit-company' }}>
            {t('publicPages.editCompany.signInButton')}
          </RouterLink>
        </Button>
      </PublicPage>
    );
  }
  if (!payload.is_main) {
    return (
      <PublicPage title={t('publicPages.editCompany.title')} testId="edit-company">
        <Text data-testid="edit-company-main-only">{t('publicPages.editCompany.mainOnly')}</Text>
      </PublicPage>
    );
  }
  return <RegistrationStep userId={payload.id} />;
}

/** A servicer whose registration is already done (isServicerRegist) is told so and led in; otherwise the form. */
function RegistrationStep({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const regist = useServicerRegist(userId);
  const details = useCompanyDetails(regist.data?.is_regist === true);
  if (regist.isPending) {
    return (
      <PublicPage title={t('publicPages.editCompany.title')} testId="edit-company">
        <Spinner size="sm" />
      </PublicPage>
    );
  }
  if (regist.data?.is_regist) {
    return (
      <PublicPage title={t('publicPages.editCompany.title')} testId="edit-company">
        <Text data-testid="edit-company-registered">{t('publicPages.editCompany.registered', { name: details.data?.name ?? '' })}</Text>
        <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start" data-testid="edit-company-enter">
          <RouterLink to="/">{t('publicPages.editCompany.enter')}</RouterLink>
        </Button>
      </PublicPage>
    );
  }
  return <CompanyForm userId={userId} />;
}

function CompanyForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const details = useCompanyDetails(true);
  const complete = useCompleteCompany(userId);
  const [form, setForm] = useState<CompanyDetails>(EMPTY);
  const [tried, setTried] = useState(false);

  useEffect(() => {
    const d = details.data;
    if (d) setForm({ name: d.name, contact_name: d.contact_name, contact_phone: d.contact_phone, address: d.address, license_no: d.license_no });
  }, [details.data]);

  const problem = (key: keyof CompanyDetails): string | null => {
    const v = form[key].trim();
    if (!v) return t('publicPages.editCompany.required');
    if (key === 'contact_phone' && !isPhoneOrLandline(v)) return t('publicPages.editCompany.phoneInvalid');
    return null;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (FIELDS.some((f) => problem(f.key))) return;
    const body = Object.fromEntries(FIELDS.map((f) => [f.key, form[f.key].trim()])) as unknown as CompanyDetails;
    try {
      await complete.mutateAsync(body);
      await navigate({ to: '/active-entry', replace: true });
    } catch {
      /* shown from complete.error */
    }
  };

  return (
    <PublicPage title={t('publicPages.editCompany.title')} intro={t('publicPages.editCompany.intro')} testId="edit-company">
      {/* noValidate: the page's own messages (必填, in the user's language), not the browser's bubble */}
      <Box asChild bg="bg" borderWidth="1px" borderRadius="md" p="3">
        <form noValidate onSubmit={(e: FormEvent) => void submit(e)}>
          <Stack gap="3">
            {FIELDS.map(({ key, max }) => {
              const error = tried ? problem(key) : null;
              return (
                <Field.Root key={key} required invalid={!!error}>
                  <Field.Label>{t(`publicPages.editCompany.${LABEL[key]}`)}</Field.Label>
                  <Input size="sm" value={form[key]} maxLength={max} onChange={({ currentTarget: { value } }) => setForm((f) => ({ ...f, [key]: value }))} data-testid={`edit-company-${key}`} />
                  {error && <Field.ErrorText>{error}</Field.ErrorText>}
                </Field.Root>
              );
            })}
            <Text fontSize="sm" color="fg.muted">
              {t('publicPages.editCompany.qualifications')}
            </Text>
            {complete.isError && (
              <Text color="fg.error" role="alert" data-testid="edit-company-error">
                {errorText(complete.error, t('publicPages.loadFailed'))}
              </Text>
            )}
            <Button type="submit" size="sm" colorPalette="brand" alignSelf="flex-start" loading={complete.isPending} data-testid="edit-company-submit">
              {t('publicPages.editCompany.submit')}
            </Button>
          </Stack>
        </form>
      </Box>
    </PublicPage>
  );
}
