import type { LeadPerson } from '@balcao/contracts';
import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { leadContactName } from '../lib/lead-labels';

/** The contact's photo, else the first letter of its name. */
export function LeadAvatar({ person, size = 36 }: { person: LeadPerson; size?: number }) {
  const initial = person.name?.trim().charAt(0).toUpperCase();
  return (
    <Avatar size={size} src={person.imageUrl || undefined} icon={initial ? undefined : <UserOutlined />} alt={leadContactName(person)}>
      {initial}
    </Avatar>
  );
}
