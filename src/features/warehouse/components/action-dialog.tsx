/**
 * One lifecycle action of a document: a confirmation, a reason (cancel / reject required, release optional) or
 * per-line figures (action-figures.tsx). Mounted while open, so each opening has a fresh Idempotency-Key; a
 * refusal shows the server's msg and keeps what was typed.
 */
import { Alert, Button, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentActionBody, type DocumentDetail } from '@/domain/warehouse/api';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { newIdempotencyKey } from '../api/create-document';
import { useRunDocumentAction } from '../api/run-document-action';
import { actionLabel, isWarehouseMessage, kindLabel, useLang, warehouseMessage } from '../utils/labels';
import { ActionFigures, FIGURE_ACTIONS, figureLines, initialFigures, type LineFigures } from './action-figures';
import { LocationSelect } from './place-selects';

const REASON_REQUIRED = new Set(['cancel', 'reject']);
const REASON_OPTIONAL = new Set(['release']);

export interface ActionDialogProps {
  doc: DocumentDetail;
  action: string;
  onClose(): void;
}

export function ActionDialog({ doc, action, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const key = useRef(newIdempotencyKey());
  const run = useRunDocumentAction();
  const mode = FIGURE_ACTIONS[action];
  const [figures, setFigures] = useState<Record<number, LineFigures>>(() => initialFigures(doc));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const wantsReason = REASON_REQUIRED.has(action) || REASON_OPTIONAL.has(action);
  // a merchant's advance notice arrives without a receiving location: confirming it names one
  const wantsReceiving = action === 'confirm' && doc.kind === 'inbound' && !doc.location_id;
  const [receiving, setReceiving] = useState('');
  const label = actionLabel(action, lang);

  const message = (k: string, params?: Record<string, string | number>) => (isWarehouseMessage(k) ? warehouseMessage(k, lang, params) : t(`warehouse.errors.${k}`, { defaultValue: k }));

  const submit = async () => {
    setProblem(null);
    if (REASON_REQUIRED.has(action) && !reason.trim()) return setProblem(message('whReasonRequired'));
    if (wantsReceiving && !receiving) return setProblem(message('whReceivingLocationRequired'));
    const lines = mode && mode !== 'approve' ? figureLines(mode, figures) : [];
    if (mode === 'receive') {
      const bad = doc.lines.find((l) => Number(figures[l.id]?.damaged || 0) > Number(figures[l.id]?.quantity || 0));
      if (bad) return setProblem(message('whDamagedOverReceived', { line: bad.line_no }));
    }
    const parsed = documentActionBody.safeParse({ lines, reason: reason.trim() });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const lineNo = issue.path[0] === 'lines' ? doc.lines.find((l) => l.id === Number(lines[Number(issue.path[1])]?.line_id))?.line_no : undefined;
      return setProblem(`${lineNo ? t('warehouse.action.lineNo', { line: lineNo }) : ''}${message(issue.message)}`);
    }
    try {
      await run.mutateAsync({ id: doc.id, action, body: { lines, reason: reason.trim(), ...(wantsReceiving ? { location_id: Number(receiving) } : {}) }, idempotencyKey: key.current });
      toast.success(t('warehouse.action.done', { action: label, no: doc.doc_no }));
      onClose();
    } catch (e) {
      setProblem(e instanceof ApiError ? e.msg : e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" size={mode && mode !== 'approve' ? 'lg' : 'sm'}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid="wh-action-dialog" data-action={action}>
            <Dialog.Header>
              <Dialog.Title fontSize="md">
                {label} · {kindLabel(doc.kind, lang)} {doc.doc_no}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {!mode && !wantsReason && <Text fontSize="sm">{t('warehouse.action.confirm', { action: label, no: doc.doc_no })}</Text>}
                {wantsReceiving && (
                  <Field.Root required>
                    <Field.Label>
                      {t('warehouse.fields.receivingLocation')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <LocationSelect warehouseId={doc.warehouse_id} value={receiving} onChange={setReceiving} size="md" data-testid="wh-action-receiving" />
                  </Field.Root>
                )}
                {mode && (
                  <ActionFigures doc={doc} mode={mode} figures={figures} onChange={(id, patch) => setFigures((f) => ({ ...f, [id]: { ...f[id], ...patch } }))} />
                )}
                {wantsReason && (
                  <Field.Root required={REASON_REQUIRED.has(action)}>
                    <Field.Label>
                      {t('warehouse.fields.reason')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea value={reason} maxLength={200} onChange={(e) => setReason(e.currentTarget.value)} data-testid="wh-action-reason" />
                  </Field.Root>
                )}
                {problem && (
                  <Alert.Root status="error" size="sm" data-testid="wh-action-error">
                    <Alert.Indicator />
                    <Alert.Title>{problem}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} data-testid="wh-dialog-dismiss">
                {action === 'cancel' ? t('warehouse.action.back') : t('warehouse.cancel')}
              </Button>
              <Button colorPalette={action === 'cancel' || action === 'reject' ? 'red' : 'brand'} loading={run.isPending} onClick={() => void submit()} data-testid="wh-dialog-submit">
                {label}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
