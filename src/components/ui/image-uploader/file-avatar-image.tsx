/** An Avatar.Image for a stored image fileid (renders nothing without one, so Avatar.Fallback shows). */
import { Avatar } from '@chakra-ui/react';
import { useFileImageUrl } from './file-api';

export function FileAvatarImage({ fileid }: { fileid: string | null | undefined }) {
  const { url } = useFileImageUrl(fileid);
  return url ? <Avatar.Image src={url} data-testid="avatar-image" /> : null;
}
