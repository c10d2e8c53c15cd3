import type { User } from '@balcao/contracts';
import { DataTable, formatDate } from '@balcao/ui';
import { Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { UserAvatar } from './UserAvatar';
import { UserRowActions } from './UserRowActions';

type Props = {
  users: User[];
  loading: boolean;
  currentUserId: string;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onEdit: (user: User) => void;
  onDelete: (user: User) => Promise<unknown>;
};

export function UsersTable({ users, loading, currentUserId, page, pageSize, total, onPageChange, onEdit, onDelete }: Props) {
  const columns: TableColumnsType<User> = [
    {
      key: 'avatar',
      width: 64,
      render: (_, user) => <UserAvatar name={user.name} imageUrl={user.imageUrl} />,
    },
    { key: 'name', title: 'Nome', dataIndex: 'name' },
    { key: 'email', title: 'E-mail', dataIndex: 'email' },
    { key: 'role', title: 'Perfil', render: (_, user) => user.role.name },
    {
      key: 'inboxes',
      title: 'Workspaces',
      render: (_, user) => (
        <Space size={[0, 4]} wrap>
          {user.inboxes.map((inbox) => (
            <Tag key={inbox.id}>{inbox.name}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'createdAt', title: 'Criado em', render: (_, user) => formatDate(user.createdAt) },
    {
      key: 'actions',
      title: 'Ações',
      width: 120,
      render: (_, user) => (
        <UserRowActions user={user} isCurrentUser={user.id === currentUserId} onEdit={onEdit} onDelete={onDelete} />
      ),
    },
  ];

  return (
    <DataTable
      rowKey="id"
      columns={columns}
      data={users}
      loading={loading}
      emptyText="Nenhum atendente encontrado"
      pagination={{ page, pageSize, total, onChange: onPageChange }}
    />
  );
}
