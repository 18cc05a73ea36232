/**
 * Add product (spec §5, §7): product type (a category of the cascade, required '请选择产品类型'), name
 * (required '请输入产品名称', at most 50) and package count (default 1). Save posts product/add and hands the new
 * product to the picker, which adds and selects it; Cancel resets the fields.
 */
import { Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { productAddBody } from '@/domain/resources';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { addProduct, type CategoryNode, type ProductRow } from '../api/products';
import { domainResolver, serverField } from '../utils/form-resolver';
import { messageText, uiLang } from '../utils/messages';
import { AddDialogFrame } from './add-dialog-frame';
import { FormField } from './form-fields';

export interface ProductAddValues {
  category_code: string;
  name: string;
  package: string;
}

const EMPTY: ProductAddValues = { category_code: '', name: '', package: '1' };

/** Every category of the cascade as one choice, level 2 shown under its parent ('家具 / 沙发'). */
export function categoryChoices(nodes: readonly CategoryNode[], prefix = ''): { value: string; label: string }[] {
  return nodes.flatMap((n) => {
    const label = prefix ? `${prefix} / ${n.label}` : n.label;
    return [{ value: n.value, label }, ...categoryChoices(n.children ?? [], label)];
  });
}

export interface ProductAddDialogProps {
  open: boolean;
  categories: CategoryNode[];
  /** preselected product type */
  categoryCode?: string;
  onCancel(): void;
  onAdded(product: ProductRow): void;
}

export function ProductAddDialog({ open, categories, categoryCode, onCancel, onAdded }: ProductAddDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = uiLang(i18n.language);
  const form = useForm<ProductAddValues>({
    resolver: domainResolver<ProductAddValues>(productAddBody),
    defaultValues: { ...EMPTY, category_code: categoryCode ?? '' },
    mode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [saving, setSaving] = useState(false);
  const err = (field: keyof ProductAddValues) => messageText(lang, errors[field]?.message);
  const choices = categoryChoices(categories);
  useEffect(() => {
    if (open) form.reset({ ...EMPTY, category_code: categoryCode ?? '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = () => {
    form.reset(EMPTY);
    onCancel();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      const body = productAddBody.parse(values);
      const product = await addProduct({ name: body.name, package: body.package, category_code: body.category_code });
      toast.success(t('resources.added'));
      form.reset(EMPTY);
      onAdded(product);
    } catch (error) {
      const field = serverField(error);
      const msg = error instanceof ApiError ? error.msg : String(error);
      if (field === 'name' || field === 'category_code' || field === 'package') form.setError(field, { type: 'server', message: msg });
      else toast.warning(msg);
    } finally {
      setSaving(false);
    }
  });

  return (
    <AddDialogFrame open={open} onClose={close} onSubmit={onSubmit} title={t('resources.product.add')} saving={saving} testId="add-product">
      <Stack gap="3">
        <FormField label={t('resources.product.type')} required error={err('category_code')} errorTestId="add-product-type-error">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field data-testid="add-product-type" placeholder={t('resources.fields.choose')} {...form.register('category_code')}>
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('resources.product.name')} required error={err('name')} errorTestId="add-product-name-error">
          <Input size="sm" data-testid="add-product-name" placeholder={t('resources.fields.namePlaceholder', { max: 50 })} {...form.register('name')} />
        </FormField>
        <FormField label={t('resources.product.package')} error={err('package')} errorTestId="add-product-package-error">
          <Input size="sm" type="number" min={1} data-testid="add-product-package" {...form.register('package')} />
        </FormField>
      </Stack>
    </AddDialogFrame>
  );
}
