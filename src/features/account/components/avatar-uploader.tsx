/**
 * The avatar on My account: one image, uploaded as every image uploader does (the signed direct upload when the server
 * has it on) and saved as soon as it is uploaded or removed (users.avatar_fileid).
 */
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ImageUploader } from '@/components/ui/image-uploader/image-uploader';
import { toast } from '@/lib/toaster';
import { useUpdateAvatar } from '../api/update-avatar';

export function AvatarUploader({ fileid }: { fileid: string | null }) {
  const { t } = useTranslation();
  const update = useUpdateAvatar();
  const value = fileid ? [fileid] : [];

  const onChange = (ids: string[]) => {
    const next = ids[0] ?? null;
    if (next === fileid) return;
    update.mutate(next, { onSuccess: () => toast.success(next ? t('account.avatar.saved') : t('account.avatar.removed')) });
  };

  return (
    <Stack gap="1" data-testid="account-avatar">
      <Text fontSize="sm" fontWeight="medium">
        {t('account.avatar.title')}
      </Text>
      <ImageUploader value={value} onChange={onChange} max={1} label={t('account.avatar.title')} data-testid="avatar-uploader" />
    </Stack>
  );
}
