/**
 * Label printing /saas/warehouse/label/index: scan or type order numbers, look each up, preview 100 × 150 mm
 * labels and print them through the print queue (at once when the plugin answers, else when it answers again);
 * the browser's print dialog stays at hand for a device without the plugin.
 */
import { Alert, Badge, Box, Button, Card, Field, Flex, Heading, HStack, List, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPrinter, LuSearch } from 'react-icons/lu';
import { usePrintRequest } from '@/components/ui/print-queue/use-print-request';
import { ApiError } from '@/lib/api-client';
import { useWaybillLabels, type WaybillLabel } from '../api/get-waybill-label';
import { MAX_LABELS, parseOrderNumbers, type ParsedOrderNumbers } from '../utils/parse-order-numbers';
import { LabelPrintSheet, printablePages } from './label-print-sheet';
import { PrintPluginStatus } from './print-plugin-status';
import { LABEL_SIZE_MM, ShippingLabel } from './shipping-label';
import { usePrintPlugin } from './use-print-plugin';

const EMPTY: ParsedOrderNumbers = { valid: [], invalid: [], truncated: false };
/** On-screen preview scale of the 100 × 150 mm label. */
const PREVIEW_SCALE = { base: 0.78, md: 0.6 } as const;

export function LabelScreen() {
  const { t } = useTranslation();
  // ?nos= (from an order's detail screen): those labels are looked up at once
  const { nos } = useSearch({ strict: false }) as { nos?: string };
  const [text, setText] = useState(() => nos ?? '');
  const [parsed, setParsed] = useState<ParsedOrderNumbers>(() => (nos ? parseOrderNumbers(nos) : EMPTY));
  const results = useWaybillLabels(parsed.valid);
  const { plugin, checking, redetect } = usePrintPlugin();
  const queue = usePrintRequest();

  const found = useMemo(() => results.flatMap((r) => (r.data ? [r.data] : [])), [results]);
  const errors = [
    ...parsed.invalid.map((no) => ({ no, message: t('labels.errors.invalid') })),
    ...parsed.valid.flatMap((no, i) => {
      const error = results[i]?.error;
      if (!error) return [];
      const notFound = error instanceof ApiError && error.httpStatus === 404;
      return [{ no, message: notFound ? t('labels.errors.notFound') : t('labels.errors.failed', { message: error.message }) }];
    }),
  ];
  const loading = results.some((r) => r.isPending);
  const submitted = parsed.valid.length + parsed.invalid.length > 0;

  const lookup = () => setParsed(parseOrderNumbers(text));

  const print = () => {
    if (!found.length) return;
    const nos = found.map((w) => w.order_no);
    const orders = nos.length > 3 ? `${nos.slice(0, 3).join(', ')} +${nos.length - 3}` : nos.join(', ');
    void queue.print({
      kind: 'waybill_label',
      title: t('labels.jobTitle', { orders }),
      paper: { widthMm: LABEL_SIZE_MM.width, heightMm: LABEL_SIZE_MM.height },
      pages: printablePages(),
    });
  };

  return (
    <Box data-testid="label-screen">
      <Flex justify="space-between" align={{ base: 'flex-start', md: 'center' }} gap="3" mb="4" direction={{ base: 'column', md: 'row' }}>
        <Box>
          <Heading size="md">{t('labels.title')}</Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('labels.subtitle')}
          </Text>
        </Box>
        <PrintPluginStatus plugin={plugin} checking={checking} onRedetect={() => void redetect()} />
      </Flex>

      <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="stretch">
        <Card.Root w={{ base: 'full', lg: '340px' }} flexShrink={0} size="sm" alignSelf="flex-start">
          <Card.Body gap="3">
            <Field.Root>
              <Field.Label>{t('labels.inputLabel')}</Field.Label>
              <Textarea
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) lookup();
                }}
                placeholder={t('labels.inputPlaceholder')}
                rows={6}
                fontFamily="mono"
                fontSize="sm"
                autoFocus
                data-testid="label-input"
              />
            </Field.Root>
            <HStack>
              <Button size="sm" colorPalette="brand" onClick={lookup} disabled={!text.trim()} data-testid="label-lookup">
                <LuSearch /> {t('labels.lookup')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  setText('');
                  setParsed(EMPTY);
                }}
                disabled={!text && !submitted}
              >
                {t('labels.clear')}
              </Button>
            </HStack>
            <HStack justify="flex-end" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => window.print()} disabled={!found.length || loading} data-testid="label-print-browser">
                {t('labels.printBrowser')}
              </Button>
              <Button
                size="sm"
                variant="solid"
                onClick={print}
                loading={queue.busy}
                disabled={!found.length || loading}
                data-testid="label-print"
                data-via={plugin ? 'plugin' : 'queue'}
              >
                <LuPrinter /> {t('labels.print', { count: found.length })}
              </Button>
            </HStack>
            {parsed.truncated && (
              <Text fontSize="xs" color="fg.warning">
                {t('labels.tooMany', { max: MAX_LABELS })}
              </Text>
            )}
            {submitted && !loading && (
              <Text fontSize="xs" color="fg.muted" data-testid="label-summary">
                {t('labels.summary', { found: found.length, failed: errors.length })}
              </Text>
            )}
            {errors.length > 0 && (
              <Alert.Root status="error" size="sm" alignItems="flex-start">
                <Alert.Indicator />
                <List.Root gap="1" variant="plain" fontSize="sm" w="full">
                  {errors.map((e) => (
                    <List.Item key={e.no} data-testid="label-error" data-order-no={e.no} display="block">
                      <Text as="span" fontFamily="mono" fontWeight="semibold" wordBreak="break-all">
                        {e.no}
                      </Text>
                      <Text as="span" color="fg.muted">
                        {' — '}
                        {e.message}
                      </Text>
                    </List.Item>
                  ))}
                </List.Root>
              </Alert.Root>
            )}
          </Card.Body>
        </Card.Root>

        <Box flex="1" minW="0">
          <HStack mb="2" gap="2">
            <Text fontWeight="semibold" fontSize="sm">
              {t('labels.preview')}
            </Text>
            {found.length > 0 && <Badge>{found.length}</Badge>}
            {loading && <Spinner size="xs" />}
          </HStack>
          {found.length === 0 ? (
            <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="8" textAlign="center" color="fg.muted" fontSize="sm" bg="bg">
              {t('labels.previewEmpty')}
            </Box>
          ) : (
            <Flex wrap="wrap" gap="4" justify={{ base: 'center', md: 'flex-start' }} data-testid="label-previews">
              {found.map((w) => (
                <LabelPreview key={w.id} waybill={w} />
              ))}
            </Flex>
          )}
        </Box>
      </Flex>
      <LabelPrintSheet waybills={found} />
    </Box>
  );
}

/** A label scaled down for the screen; the box keeps the scaled size so the grid lays out correctly. */
function LabelPreview({ waybill }: { waybill: WaybillLabel }) {
  const w = `${LABEL_SIZE_MM.width}mm`;
  const h = `${LABEL_SIZE_MM.height}mm`;
  return (
    <Stack data-testid="label-preview" data-order-no={waybill.order_no}>
      <Box
        w={{ base: `calc(${w} * ${PREVIEW_SCALE.base})`, md: `calc(${w} * ${PREVIEW_SCALE.md})` }}
        h={{ base: `calc(${h} * ${PREVIEW_SCALE.base})`, md: `calc(${h} * ${PREVIEW_SCALE.md})` }}
        overflow="hidden"
        boxShadow="md"
        rounded="sm"
        bg="white"
      >
        <Box transformOrigin="top left" transform={{ base: `scale(${PREVIEW_SCALE.base})`, md: `scale(${PREVIEW_SCALE.md})` }} w={w} h={h}>
          <ShippingLabel waybill={waybill} />
        </Box>
      </Box>
    </Stack>
  );
}
