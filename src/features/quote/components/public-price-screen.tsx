/**
 * 超区查询 (/order/price?c=<token>), no sign-in: choose the area from the address tree and type the street address;
 * the answer says whether the company delivers there (its banned areas) and whether an over-distance fee applies —
 * how far beyond the covered area and the company-default consignor price, never a particular merchant's. The token is
 * the company's public link (the same `c` the departure plan /order/plan takes).
 */
import { Alert, Box, Button, Container, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressTree } from '@/components/ui/tree-select/api/get-address-tree';
import { AddressTreeSelect } from '@/components/ui/tree-select/address-tree-select';
import { ancestorsOf } from '@/components/ui/tree-select/tree';
import type { PublicPriceDto } from '@/domain/quote/api';
import { formatYuan } from '@/domain/money';
import { usePublicPriceCheck } from '../api/public-price';
import { errorText } from './form-bits';

export function PublicPriceScreen() {
  const { t } = useTranslation();
  const company = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search).get('c') ?? '';
  const tree = useAddressTree();
  const check = usePublicPriceCheck();
  const [area, setArea] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [answer, setAnswer] = useState<PublicPriceDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!area) return;
    const path = [...ancestorsOf(tree.data ?? [], area), area];
    setProblem(null);
    setAnswer(null);
    try {
      setAnswer(await check.mutateAsync({ c: company, province_code: path[0] ?? '', city_code: path[1] ?? '', district_code: path[2] ?? '', address: address.trim() }));
    } catch (err) {
      setProblem(errorText(err));
    }
  };

  return (
    <Container maxW="2xl" py="6" px="3" data-testid="public-price">
      <Stack gap="3">
        <Heading size="lg">{t('quote.price.title')}</Heading>
        {!company ? (
          <Text color="fg.error" role="alert">
            {t('quote.price.badLink')}
          </Text>
        ) : (
          <Box as="form" onSubmit={(e: FormEvent) => void submit(e)} bg="bg" borderWidth="1px" borderRadius="md" p="3">
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted">
                {t('quote.price.intro')}
              </Text>
              <Field.Root required>
                <Field.Label>{t('quote.price.area')}</Field.Label>
                <AddressTreeSelect value={area} onChange={(v: string | null) => setArea(v)} data-testid="public-price-area" />
              </Field.Root>
              <Field.Root>
                <Field.Label>{t('quote.price.address')}</Field.Label>
                <Input size="sm" value={address} maxLength={200} onChange={({ currentTarget: { value } }) => setAddress(value)} data-testid="public-price-address" />
              </Field.Root>
              <Button type="submit" size="sm" colorPalette="brand" alignSelf="flex-start" disabled={!area} loading={check.isPending} data-testid="public-price-check">
                {t('quote.price.check')}
              </Button>
            </Stack>
          </Box>
        )}
        {problem && (
          <Text color="fg.error" role="alert" data-testid="public-price-error">
            {problem}
          </Text>
        )}
        {answer && <PriceAnswer answer={answer} />}
      </Stack>
    </Container>
  );
}

function PriceAnswer({ answer }: { answer: PublicPriceDto }) {
  const { t } = useTranslation();
  const od = answer.over_distance;
  return (
    <Stack gap="2" data-testid="public-price-answer" data-served={answer.served ? '1' : '0'} data-over={od.applies ? '1' : '0'}>
      <Alert.Root status={answer.served ? 'success' : 'error'}>
        <Alert.Indicator />
        <Alert.Title>
          {t(answer.served ? 'quote.price.served' : 'quote.price.notServed')}
          {!answer.served && answer.reason ? `: ${answer.reason}` : ''}
        </Alert.Title>
      </Alert.Root>
      {answer.served && (
        <Alert.Root status={od.applies ? 'warning' : 'info'}>
          <Alert.Indicator />
          <Stack gap="0">
            <Alert.Title>{od.applies ? t('quote.price.over', { km: od.over_km !== null ? t('quote.price.overKm', { km: od.over_km }) : '' }) : t('quote.price.notOver')}</Alert.Title>
            {od.applies && od.amount_cents !== null && <Alert.Description>{t('quote.price.amount', { amount: formatYuan(od.amount_cents) })}</Alert.Description>}
            {od.applies && od.keyword && <Alert.Description>{t('quote.price.keyword', { keyword: od.keyword })}</Alert.Description>}
          </Stack>
        </Alert.Root>
      )}
    </Stack>
  );
}
