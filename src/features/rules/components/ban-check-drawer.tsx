/** "Check an address" on the blind-area screen: the same call order entry makes (spec §7 check-if-banned). */
import { Alert, Button, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuSearchCheck } from 'react-icons/lu';
import { Drawer } from '@/components/ui/drawer/drawer';
import { AddressTreeSelect } from '@/components/ui/tree-select/address-tree-select';
import { checkIfBanned } from '../api/check-if-banned';
import { optionQueries } from '../api/options';
import { areaCodes } from '../utils/form-schemas';

export function BanCheckDrawer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [area, setArea] = useState('');
  const [consignor, setConsignor] = useState('');
  const [address, setAddress] = useState('');
  const consignors = useQuery({ ...optionQueries.consignors, enabled: open });
  const check = useMutation({ mutationFn: () => checkIfBanned({ ...areaCodes(area), consignor_id: consignor || null, address }) });
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} data-testid="rules-ban-check-open">
        <LuSearchCheck /> {t('rules.blindArea.check')}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('rules.blindArea.check')} data-testid="rules-ban-check">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (area) check.mutate();
          }}
        >
          <Stack gap="3">
            <Field.Root required>
              <Field.Label fontSize="sm">{t('rules.common.area')}</Field.Label>
              <AddressTreeSelect value={area || null} onChange={(v: string | null) => { setArea(v ?? ''); check.reset(); }} placeholder={t('rules.blindArea.chooseArea')} data-testid="rules-ban-check-area" />
            </Field.Root>
            <Field.Root>
              <Field.Label fontSize="sm">{t('rules.blindArea.consignor')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={consignor} onChange={(e) => { setConsignor(e.target.value); check.reset(); }} data-testid="rules-ban-check-consignor">
                  <option value="">{t('rules.blindArea.allConsignors')}</option>
                  {(consignors.data ?? []).map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label fontSize="sm">{t('rules.blindArea.checkAddress')}</Field.Label>
              <Input size="sm" value={address} maxLength={500} onChange={(e) => { setAddress(e.target.value); check.reset(); }} data-testid="rules-ban-check-address" />
            </Field.Root>
            <Button size="sm" type="submit" colorPalette="brand" disabled={!area} loading={check.isPending} data-testid="rules-ban-check-submit">
              {t('rules.blindArea.checkButton')}
            </Button>
            {check.isSuccess && (
              <Alert.Root status={check.data ? 'error' : 'success'} size="sm" data-testid="rules-ban-check-result" data-banned={String(check.data)}>
                <Alert.Indicator />
                <Alert.Title>{t(check.data ? 'rules.blindArea.banned' : 'rules.blindArea.notBanned')}</Alert.Title>
              </Alert.Root>
            )}
            {check.isError && (
              <Alert.Root status="error" size="sm">
                <Alert.Indicator />
                <Alert.Title>{check.error.message}</Alert.Title>
              </Alert.Root>
            )}
          </Stack>
        </form>
      </Drawer>
    </>
  );
}
