/**
 * New or edited advance notice (到货预报): the servicer's warehouse, the expected day, a memo and the goods — each
 * line a product of the servicer's catalogue (the order entry's picker), pieces, an optional carton number and a
 * memo. Checked with the contract's schema before sending; a refusal shows the server's message and keeps the form.
 * Mounted while open: each opening has its own Idempotency-Key. A new notice is a draft on the device as it is typed
 * (restored when the form opens again) and is sent through the outbox: with no network it waits on the device.
 */
import { Alert, Box, Button, Dialog, Field, HStack, Input, NativeSelect, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { noticeBody, type NoticeDetail } from '@/domain/warehouse/notices';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { newIdempotencyKey } from '../api/create-document';
import { useNoticeWarehouses, useSaveNotice, useSendNewNotice } from '../api/notices';
import { useNoticeDraft } from '../hooks/use-notice-draft';
import { useLang } from '../utils/labels';
import { emptyNoticeForm, emptyNoticeLine as emptyLine, type NoticeFormValues, type NoticeLineValues as LineValues } from '../utils/notice-draft';
import { issueText } from './form-error';
import { ProductPicker } from './party-pickers';

export interface NoticeFormDialogProps {
  /** the notice edited; absent for a new one */
  notice?: NoticeDetail;
  onClose(): void;
  onSaved(notice: NoticeDetail): void;
}

export function NoticeFormDialog({ notice, onClose, onSaved }: NoticeFormDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = useRef(newIdempotencyKey());
  const save = useSaveNotice();
  const send = useSendNewNotice();
  const warehouses = useNoticeWarehouses();
  const [warehouseId, setWarehouseId] = useState(notice ? String(notice.warehouse_id) : '');
  const [expectedDate, setExpectedDate] = useState(notice?.expected_date ?? '');
  const [memo, setMemo] = useState(notice?.memo ?? '');
  const [lines, setLines] = useState<LineValues[]>(() =>
    notice ? notice.lines.map((l) => ({ product_id: String(l.product_id), product_label: `${l.product_code} ${l.product_name}`, quantity: String(l.expected), package_no: l.package_no, memo: l.memo })) : [emptyLine()],
  );
  const [problem, setProblem] = useState<{ field: string; text: string } | null>(null);
  const values = useMemo<NoticeFormValues>(() => ({ warehouseId, expectedDate, memo, lines }), [warehouseId, expectedDate, memo, lines]);
  const load = useCallback((v: NoticeFormValues) => {
    setWarehouseId(v.warehouseId);
    setExpectedDate(v.expectedDate);
    setMemo(v.memo);
    setLines(v.lines);
  }, []);
  const draft = useNoticeDraft({ enabled: !notice, values, onLoad: load });

  const setLine = (i: number, patch: Partial<LineValues>) => {
    setProblem(null);
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  };
  const problemAt = (field: string) => (problem?.field === field ? problem.text : undefined);

  const submit = async () => {
    setProblem(null);
    const body = {
      warehouse_id: warehouseId,
      expected_date: expectedDate,
      memo,
      lines: lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity, package_no: l.package_no, memo: l.memo })),
    };
    const parsed = noticeBody.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue.path.join('.');
      const text = /product_id$/.test(field) && issue.message === 'required' ? t('warehouseNotice.fields.chooseProduct') : (issueText(issue.message, field, t, lang) ?? issue.message);
      const line = /^lines\.(\d+)\./.exec(field);
      return setProblem({ field, text: line ? `${t('warehouseNotice.fields.lineNo', { line: Number(line[1]) + 1 })}：${text}` : text });
    }
    try {
      if (!notice) {
        const warehouse = warehouses.data?.find((w) => String(w.id) === warehouseId)?.name ?? '';
        const sent = await send.mutateAsync({ body: parsed.data, formKey: key.current, summary: [warehouse, expectedDate].filter(Boolean).join(' ') });
        if (sent.outcome === 'rejected') throw sent.error;
        // sent or safely in the outbox: the draft has done its job
        await draft.clear();
        if (sent.outcome === 'queued') {
          toast.info(t('warehouseNotice.queued'));
          return onClose();
        }
        toast.success(t('warehouseNotice.saved', { no: sent.notice.doc_no }));
        onSaved(sent.notice);
        return onClose();
      }
      const saved = await save.mutateAsync({ id: notice.id, body: parsed.data, idempotencyKey: key.current });
      toast.success(t('warehouseNotice.edited', { no: saved.doc_no }));
      onSaved(saved);
      onClose();
    } catch (e) {
      const field = e instanceof ApiError && e.data && typeof e.data === 'object' && 'field' in e.data ? String((e.data as { field: unknown }).field) : '';
      setProblem({ field, text: e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e) });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid="notice-form">
            <Dialog.Header>
              <Dialog.Title fontSize="md">{notice ? t('warehouseNotice.formTitle.edit', { no: notice.doc_no }) : t('warehouseNotice.formTitle.create')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {draft.restored && (
                  <Alert.Root status="info" size="sm" data-testid="notice-draft-restored">
                    <Alert.Indicator />
                    <Alert.Title flex="1">{t('warehouseNotice.draftRestored')}</Alert.Title>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => {
                        load(emptyNoticeForm());
                        void draft.discard();
                      }}
                      data-testid="notice-draft-discard"
                    >
                      {t('warehouseNotice.discardDraft')}
                    </Button>
                  </Alert.Root>
                )}
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                  <Field.Root required invalid={!!problemAt('warehouse_id')}>
                    <Field.Label>
                      {t('warehouseNotice.fields.warehouse')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={warehouseId} onChange={(e) => setWarehouseId(e.currentTarget.value)} data-testid="notice-warehouse">
                        <option value="">{t('warehouseNotice.fields.chooseWarehouse')}</option>
                        {(warehouses.data ?? []).map((w) => (
                          <option key={w.id} value={String(w.id)}>
                            {w.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root invalid={!!problemAt('expected_date')}>
                    <Field.Label>{t('warehouseNotice.fields.expectedDate')}</Field.Label>
                    <Input type="date" value={expectedDate} onChange={(e) => setExpectedDate(e.currentTarget.value)} data-testid="notice-expected-date" />
                  </Field.Root>
                </SimpleGrid>
                <Field.Root>
                  <Field.Label>{t('warehouseNotice.fields.memo')}</Field.Label>
                  <Input value={memo} maxLength={320} onChange={(e) => setMemo(e.currentTarget.value)} data-testid="notice-memo" />
                </Field.Root>
                <Text fontWeight="semibold" fontSize="sm">
                  {t('warehouseNotice.fields.lines')}
                </Text>
                {lines.map((l, i) => (
                  <Box key={i} borderWidth="1px" borderRadius="md" p="3" data-testid="notice-line">
                    <HStack justify="space-between" mb="2">
                      <Text fontSize="sm" fontWeight="semibold">
                        {t('warehouseNotice.fields.lineNo', { line: i + 1 })}
                      </Text>
                      <Button size="xs" variant="ghost" colorPalette="red" disabled={lines.length === 1} onClick={() => setLines((all) => all.filter((_, j) => j !== i))} aria-label={t('warehouseNotice.fields.removeLine')}>
                        <LuTrash2 />
                      </Button>
                    </HStack>
                    <SimpleGrid columns={{ base: 1, md: 4 }} gap="2">
                      <Field.Root invalid={!!problemAt(`lines.${i}.product_id`)} gridColumn={{ md: 'span 2' }}>
                        <Field.Label fontSize="xs">{t('warehouseNotice.fields.product')}</Field.Label>
                        <ProductPicker value={l.product_id} label={l.product_label} onChange={(v, label) => setLine(i, { product_id: v, product_label: label })} data-testid={`notice-line-product-${i}`} />
                      </Field.Root>
                      <Field.Root invalid={!!problemAt(`lines.${i}.quantity`)}>
                        <Field.Label fontSize="xs">{t('warehouseNotice.fields.quantity')}</Field.Label>
                        <Input type="number" inputMode="numeric" min={1} step={1} value={l.quantity} onChange={(e) => setLine(i, { quantity: e.currentTarget.value })} data-testid={`notice-line-quantity-${i}`} />
                      </Field.Root>
                      <Field.Root invalid={!!problemAt(`lines.${i}.package_no`)}>
                        <Field.Label fontSize="xs">{t('warehouseNotice.fields.packageNo')}</Field.Label>
                        <Input fontFamily="mono" maxLength={40} placeholder={t('warehouseNotice.fields.optional')} value={l.package_no} onChange={(e) => setLine(i, { package_no: e.currentTarget.value })} data-testid={`notice-line-package-${i}`} />
                      </Field.Root>
                      <Field.Root gridColumn={{ md: 'span 4' }}>
                        <Field.Label fontSize="xs">{t('warehouseNotice.fields.lineMemo')}</Field.Label>
                        <Input maxLength={200} value={l.memo} onChange={(e) => setLine(i, { memo: e.currentTarget.value })} />
                      </Field.Root>
                    </SimpleGrid>
                  </Box>
                ))}
                <Button size="sm" variant="outline" alignSelf="flex-start" disabled={lines.length >= 500} onClick={() => setLines((all) => [...all, emptyLine()])} data-testid="notice-line-add">
                  <LuPlus /> {t('warehouseNotice.fields.addLine')}
                </Button>
                {problem && (
                  <Alert.Root status="error" size="sm" data-testid="notice-form-error">
                    <Alert.Indicator />
                    <Alert.Title>{problem.text}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} data-testid="notice-form-dismiss">
                {t('warehouseNotice.back')}
              </Button>
              <Button colorPalette="brand" loading={save.isPending || send.isPending} onClick={() => void submit()} data-testid="notice-form-submit">
                {notice ? t('warehouseNotice.save') : t('warehouseNotice.send')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
