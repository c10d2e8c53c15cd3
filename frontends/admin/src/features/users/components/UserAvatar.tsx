import { Avatar } from 'antd';

/** First letters of the first and last names: 'Ana Maria Souza' → 'AS'. */
export const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
};

export function UserAvatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  return (
    <Avatar src={imageUrl ?? undefined} alt={name}>
      {initialsOf(name)}
    </Avatar>
  );
}
