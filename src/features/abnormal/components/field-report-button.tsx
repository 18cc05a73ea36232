/**
 * 异常上报 from a field task card: type, stage, the cartons concerned, a description and photos from the camera
 * (compressed on the device), queued through the outbox (registerFromField) — sent at once when online, kept on the
 * device and sent on reconnect when not; it reaches the desk with the time it happened here.
 */
import { Button, Checkbox, Field, HStack, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { LuCamera, LuTriangleAlert } from 'react-icons/lu';
import { ABNORMAL_PHOTOS_MAX } from '@/domain/abnormal/fields';
import { ABNORMAL_MESSAGES } from '@/domain/abnormal/messages';
import { ABNORMAL_STAGES, type AbnormalStage } from '@/domain/abnormal/records';
import { compressImage } from '@/lib/image-compress';
import { toast } from '@/lib/toaster';
import { useCachedAbnormalTypes } from '../api/abnormal-types';
import { cartonNos } from '../api/order-lookup';
import { registerFromField, type FieldPhoto } from '../api/register-offline';
import { stageHint } from '../utils/register-form';
import { stageLabel, useLang } from '../utils/labels';

export interface FieldReportButtonProps {
  orderNo: string;
  packages: number;
}

export function FieldReportButton({ orderNo, packages }: FieldReportButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setOpen(true)} data-testid="ab-field-report">
        <LuTriangleAlert /> {t('abnormal.field.report')}
      </Button>
      {open && <FieldReportDialog orderNo={orderNo} packages={packages} onClose={() => setOpen(false)} />}
    </>
  );
}

function FieldReportDialog({ orderNo, packages, onClose }: FieldReportButtonProps & { onClose(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const types = useCachedAbnormalTypes();
  const input = useRef<HTMLInputElement>(null);
  const [typeCode, setTypeCode] = useState('');
  const [stage, setStage] = useState<AbnormalStage>('delivery');
  const [cartons, setCartons] = useState<string[]>([]);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<FieldPhoto[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const all = cartonNos({ order_no: orderNo, package: packages });
  const typeName = types.data?.find((x) => x.code === typeCode)?.name ?? typeCode;

  const addPhotos = async (files: FileList | null) => {
    if (!files) return;
    const room = ABNORMAL_PHOTOS_MAX - photos.length;
    const picked = await Promise.all([...files].slice(0, room).map((f) => compressImage(f)));
    setPhotos((p) => [...p, ...picked.map((f) => ({ data: f, type: f.type || 'image/jpeg', name: f.name }))]);
  };

  const submit = async () => {
    setProblem(null);
    if (!typeCode) return setProblem(ABNORMAL_MESSAGES.abTypeRequired[lang]);
    if (!description.trim()) return setProblem(ABNORMAL_MESSAGES.abDescriptionRequired[lang]);
    setBusy(true);
    try {
      const r = await registerFromField(
        { body: { order_no: orderNo, package_nos: cartons, type_code: typeCode, stage, description: description.trim(), hold_order: true }, photos, occurredAt: new Date(), label: typeName },
        { waitMs: 4000 },
      );
      if (r.outcome === 'rejected') return setProblem(r.error.msg);
      const no = r.outcome === 'sent' && r.result && typeof r.result === 'object' && 'abnormal_no' in r.result ? String(r.result.abnormal_no) : '';
      if (r.outcome === 'sent') toast.success(t('abnormal.field.sent', { no }));
      else toast.info(t('abnormal.field.queued'));
      onClose();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('abnormal.field.title', { no: orderNo })}
      problem={problem}
      submitLabel={t('abnormal.field.report')}
      cancelLabel={t('abnormal.cancel')}
      busy={busy}
      danger
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="ab-field-dialog"
      submitTestId="ab-field-submit"
      errorTestId="ab-field-error"
    >
      <SimpleGrid columns={2} gap="2">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={typeCode}
            onChange={(e) => {
              const code = e.currentTarget.value;
              setTypeCode(code);
              const hint = stageHint(code);
              if (hint) setStage(hint);
            }}
            aria-label={t('abnormal.form.type')}
            data-testid="ab-field-type"
          >
            <option value="">{t('abnormal.form.chooseType')}</option>
            {(types.data ?? []).map((x) => (
              <option key={x.code} value={x.code}>
                {x.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={stage} onChange={(e) => setStage(e.currentTarget.value as AbnormalStage)} aria-label={t('abnormal.form.stage')} data-testid="ab-field-stage">
            {ABNORMAL_STAGES.map((s) => (
              <option key={s} value={s}>
                {stageLabel(s, lang)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </SimpleGrid>
      {all.length > 0 && (
        <Stack gap="1">
          <Text fontSize="sm">
            {t('abnormal.form.cartons')} <Text as="span" fontSize="xs" color="fg.muted">({t('abnormal.form.cartonsHint')})</Text>
          </Text>
          {all.map((no) => (
            <Checkbox.Root key={no} size="sm" checked={cartons.includes(no)} onCheckedChange={(d) => setCartons((c) => (d.checked === true ? [...c, no] : c.filter((x) => x !== no)))} data-testid="ab-field-carton">
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontFamily="mono">{no}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
      <Field.Root required>
        <Field.Label>{t('abnormal.form.description')}</Field.Label>
        <Textarea value={description} maxLength={500} rows={3} onChange={(e) => setDescription(e.currentTarget.value)} data-testid="ab-field-description" />
      </Field.Root>
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={photos.length >= ABNORMAL_PHOTOS_MAX} data-testid="ab-field-add-photo">
          <LuCamera /> {t('abnormal.field.addPhoto')}
        </Button>
        <Text fontSize="sm" color="fg.muted" data-testid="ab-field-photo-count">
          {t('abnormal.field.photoCount', { count: photos.length })}
        </Text>
        <input
          ref={input}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          hidden
          onChange={(e) => {
            const files = e.currentTarget.files;
            void addPhotos(files);
          }}
          data-testid="ab-field-photo-input"
        />
      </HStack>
    </FormDialog>
  );
}
