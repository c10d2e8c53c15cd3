import { AGENT_AVATARS } from '@balcao/contracts';
import { Avatar, Flex } from 'antd';

/** The 9 preset avatars (spec 3 §2.1). */
export function AvatarPicker({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  return (
    <Flex gap={8} wrap role="radiogroup" aria-label="Avatar">
      {AGENT_AVATARS.map((url, index) => (
        <button
          key={url}
          type="button"
          role="radio"
          aria-checked={value === url}
          aria-label={`Avatar ${index + 1}`}
          onClick={() => onChange(url)}
          style={{ padding: 2, borderRadius: '50%', cursor: 'pointer', background: 'none', border: `2px solid ${value === url ? '#0296F9' : 'transparent'}` }}
        >
          <Avatar size={48} src={url} />
        </button>
      ))}
    </Flex>
  );
}
