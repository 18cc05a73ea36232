/** The company's public departure plan link (/order/plan?c=…), to share with merchants; the token is signed by the server so links cannot be guessed. */
import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@/lib/api-client';

export function PublicPlanLink() {
  const { t } = useTranslation();
  const token = useQuery({ queryKey: ['transit', 'public-link'], queryFn: () => apiGet<{ token: string }>('/transit/public-link', undefined, { silent: true }), staleTime: Infinity });
  const [copied, setCopied] = useState(false);
  if (!token.data?.token) return null;
  const url = `${window.location.origin}/order/plan?c=${encodeURIComponent(token.data.token)}`;
  return (
    <HStack gap="2" fontSize="sm">
      <Text color="fg.muted" display={{ base: 'none', md: 'block' }}>
        {t('transitPlans.shareLink')}
      </Text>
      <Input size="xs" w={{ base: '180px', md: '280px' }} readOnly value={url} data-testid="public-plan-url" onFocus={(e) => e.currentTarget.select()} />
      <Button
        size="xs"
        variant="outline"
        onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true));
        }}
      >
        {copied ? t('transitPlans.copied') : t('transitPlans.copyLink')}
      </Button>
    </HStack>
  );
}
