/**
 * 订单查询 (/order/query, no sign-in): the order number and the last four digits of the receiver's phone give the
 * order's status and its timeline — the area to the district, no names, phones or address. ?no= fills the number.
 */
import { Badge, Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_ACTION_LABELS } from '@/domain/order-messages';
import type { OrderAction } from '@/domain/order-lifecycle';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@/domain/order-status';
import type { TrackDto } from '@/domain/public-order/api';
import { TRACK_STEP_LABELS } from '@/domain/public-order/messages';
import { useTrackOrder } from '../api/track-order';
import { errorText, useLang } from '../utils/lang';
import { PublicPage } from './public-page';

const time = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

export function OrderQueryScreen() {
  const { t } = useTranslation();
  const track = useTrackOrder();
  const [no, setNo] = useState(() => new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search).get('no') ?? '');
  const [tel4, setTel4] = useState('');
  const valid = no.trim() !== '' && /^\d{4}$/.test(tel4);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) track.mutate({ no: no.trim(), tel4 });
  };

  return (
    <PublicPage title={t('publicPages.query.title')} intro={t('publicPages.query.intro')} testId="order-query">
      <Box as="form" onSubmit={submit} bg="bg" borderWidth="1px" borderRadius="md" p="3">
        <Stack gap="3">
          <Field.Root required>
            <Field.Label>{t('publicPages.query.no')}</Field.Label>
            <Input size="sm" value={no} maxLength={40} onChange={({ currentTarget: { value } }) => setNo(value)} data-testid="order-query-no" />
          </Field.Root>
          <Field.Root required invalid={tel4 !== '' && !/^\d{0,4}$/.test(tel4)}>
            <Field.Label>{t('publicPages.query.tel4')}</Field.Label>
            <Input
              size="sm"
              inputMode="numeric"
              maxLength={4}
              value={tel4}
              onChange={({ currentTarget: { value } }) => setTel4(value.replace(/\D/g, ''))}
              data-testid="order-query-tel4"
            />
            <Field.HelperText>{t('publicPages.query.tel4Help')}</Field.HelperText>
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="brand" alignSelf="flex-start" disabled={!valid} loading={track.isPending} data-testid="order-query-submit">
            {t('publicPages.query.submit')}
          </Button>
        </Stack>
      </Box>
      {track.isError && (
        <Text color="fg.error" role="alert" data-testid="order-query-error">
          {errorText(track.error, t('publicPages.loadFailed'))}
        </Text>
      )}
      {track.data && !track.isPending && <TrackAnswer answer={track.data} />}
    </PublicPage>
  );
}

function TrackAnswer({ answer }: { answer: TrackDto }) {
  const { t } = useTranslation();
  const lang = useLang();
  const status = (s: string) => ORDER_STATUS_LABELS[s as OrderStatus]?.[lang] ?? s;
  const stepLabel = (a: string) => (ORDER_ACTION_LABELS[a as OrderAction] ?? TRACK_STEP_LABELS[a])?.[lang];
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="md" p="3" data-testid="order-query-result" data-status={answer.status}>
      <Stack gap="2">
        <HStack gap="2" flexWrap="wrap">
          <Text fontFamily="mono" fontWeight="semibold">
            {answer.order_no}
          </Text>
          <Badge colorPalette="blue" data-testid="order-query-status">
            {status(answer.status)}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('publicPages.query.area')}: {answer.area || '—'} · {t('publicPages.query.created')}: {time(answer.created_at)}
          {answer.signed_at ? ` · ${t('publicPages.query.signed')}: ${time(answer.signed_at)}` : ''}
        </Text>
        <Stack as="ol" gap="0" borderLeftWidth="2px" borderColor="brand.muted" ml="1" data-testid="order-query-timeline">
          {[...answer.events].reverse().map((e, i) => (
            <Box as="li" key={`${e.at}-${i}`} listStyleType="none" pl="3" py="1.5" data-testid="order-query-event">
              <Text fontSize="sm" fontWeight={i === 0 ? 'semibold' : 'normal'}>
                {stepLabel(e.action) ? `${stepLabel(e.action)} → ${status(e.status)}` : status(e.status)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {time(e.at)}
              </Text>
            </Box>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
