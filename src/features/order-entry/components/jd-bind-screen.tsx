/**
 * …/order/jdBind/index: the company's JD mall binding — merchant shop IDs (spec §5: comma-separated digit IDs,
 * '请输入有效的京东商家ID，多个ID请用逗号分隔') and whether their orders are synced.
 */
import { Alert, Button, Center, Checkbox, Field, Heading, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCommaSeparatedIds } from '@/domain/validators';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toaster';
import { useJdBinding, useSaveJdBinding, type JdBindingDto } from '../api/jd-binding';

export function JdBindScreen() {
  const { t } = useTranslation();
  const query = useJdBinding();
  if (query.isPending) {
    return (
      <Center p="10">
        <Spinner />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert.Root status="warning" m="4">
        <Alert.Indicator />
        <Alert.Title>{t('orderEntry.jd.loadFailed')}</Alert.Title>
      </Alert.Root>
    );
  }
  return <JdBindForm key={query.data.updated_at ?? 'new'} binding={query.data} />;
}

function JdBindForm({ binding }: { binding: JdBindingDto }) {
  const { t, i18n } = useTranslation();
  const save = useSaveJdBinding();
  const [shopIds, setShopIds] = useState(binding.shop_ids);
  const [enabled, setEnabled] = useState(binding.enabled);
  const [memo, setMemo] = useState(binding.memo);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (shopIds.trim() !== '' && !isCommaSeparatedIds(shopIds)) {
      setError(t('orderEntry.jd.shopIdsInvalid'));
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ shop_ids: shopIds, enabled, memo });
      toast.success(t('orderEntry.jd.saved'));
    } catch (e) {
      setError(e instanceof ApiError ? e.msg : String(e));
    }
  };

  return (
    <Stack p={{ base: '3', md: '4' }} gap="4" maxW="640px" data-testid="jd-bind-screen">
      <Heading size="md">{t('orderEntry.jd.bindTitle')}</Heading>
      <Field.Root invalid={!!error} required>
        <Field.Label>
          {t('orderEntry.jd.shopIds')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input size="sm" bg="white" value={shopIds} onChange={(e) => setShopIds(e.target.value)} placeholder="10001,10002" data-testid="jd-shop-ids" />
        {error ? <Field.ErrorText data-testid="jd-shop-ids-error">{error}</Field.ErrorText> : <Field.HelperText>{t('orderEntry.jd.shopIdsHint')}</Field.HelperText>}
      </Field.Root>
      <Checkbox.Root size="sm" checked={enabled} onCheckedChange={(d) => setEnabled(!!d.checked)} data-testid="jd-enabled">
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('orderEntry.jd.enabled')}</Checkbox.Label>
      </Checkbox.Root>
      <Field.Root>
        <Field.Label>{t('orderEntry.jd.memo')}</Field.Label>
        <Textarea size="sm" bg="white" value={memo} maxLength={320} onChange={(e) => setMemo(e.target.value)} rows={2} />
      </Field.Root>
      <Text fontSize="xs" color="fg.muted" data-testid="jd-updated-at">
        {binding.updated_at ? t('orderEntry.jd.updatedAt', { at: new Date(binding.updated_at).toLocaleString(i18n.language) }) : t('orderEntry.jd.neverSaved')}
      </Text>
      <Button alignSelf="flex-start" size="sm" colorPalette="brand" loading={save.isPending} onClick={() => void submit()} data-testid="jd-save">
        {t('orderEntry.jd.save')}
      </Button>
    </Stack>
  );
}
