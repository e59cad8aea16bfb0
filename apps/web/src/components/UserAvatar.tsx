import { Avatar, type AvatarProps } from '@mantine/core';
import { useStoredFileUrl } from '../kit/upload/useStoredFile';

const STORED_FILE = /^\/files\/([0-9a-f-]{36})$/;

/**
 * A person's picture, or their initials. An uploaded picture (`/files/:id`) is fetched with the
 * session's token, which a plain `src` could not send.
 */
export function UserAvatar({
  name,
  avatar,
  ...props
}: AvatarProps & { name: string; avatar: string | null | undefined }) {
  const stored = avatar ? STORED_FILE.exec(avatar)?.[1] : undefined;
  const { url } = useStoredFileUrl(stored && avatar ? { id: stored, url: avatar } : undefined);
  const src = stored ? url : avatar && /^https?:\/\//.test(avatar) ? avatar : undefined;
  return <Avatar radius="xl" color="initials" name={name} src={src} {...props} />;
}
