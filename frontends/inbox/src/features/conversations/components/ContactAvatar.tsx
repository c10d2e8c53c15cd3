import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';

const PALETTE = ['#0296F9', '#13a89e', '#7c5cff', '#e8793a', '#d6457c', '#3f8f3a', '#b3891b', '#5b6ee1'];

/** A stable colour per contact, so a face is recognisable across the list and the header. */
function colourOf(seed: string): string {
  let hash = 0;
  for (let i = 0; i < seed.length; i += 1) hash = (hash * 31 + seed.charCodeAt(i)) | 0;
  return PALETTE[Math.abs(hash) % PALETTE.length];
}

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '';
  const first = words[0][0];
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return `${first}${last}`.toUpperCase();
}

interface ContactAvatarProps {
  name: string | null | undefined;
  imageUrl: string | null | undefined;
  seed: string;
  size?: number;
}

/** The contact's photo, else their initials on a colour of their own, else a person icon. */
export function ContactAvatar({ name, imageUrl, seed, size = 44 }: ContactAvatarProps) {
  const initials = name ? initialsOf(name) : '';
  if (imageUrl) return <Avatar size={size} src={imageUrl} alt={name ?? ''} style={{ flexShrink: 0 }} />;
  return (
    <Avatar
      size={size}
      icon={initials ? undefined : <UserOutlined />}
      style={{ flexShrink: 0, background: colourOf(seed), fontWeight: 600, fontSize: size * 0.38 }}
      aria-hidden
    >
      {initials || undefined}
    </Avatar>
  );
}
