import type { Role } from '@balcao/contracts';
import { DataTable } from '@balcao/ui';
import { Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { RoleRowActions } from './RoleRowActions';

type Props = {
  roles: Role[];
  loading: boolean;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => Promise<unknown>;
};

export function RolesTable({ roles, loading, onEdit, onDelete }: Props) {
  const columns: TableColumnsType<Role> = [
    { key: 'name', title: 'Nome', dataIndex: 'name' },
    {
      key: 'permissions',
      title: 'Permissões',
      render: (_, role) =>
        role.permissions.length > 0 ? (
          <Space size={[0, 4]} wrap>
            {role.permissions.map((permission) => (
              <Tag key={permission.id} color="blue">
                {permission.name}
              </Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">Nenhuma permissão</Typography.Text>
        ),
    },
    { key: 'usersCount', title: 'Atendentes', dataIndex: 'usersCount', width: 120 },
    {
      key: 'actions',
      title: 'Ações',
      width: 120,
      render: (_, role) => <RoleRowActions role={role} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];

  return <DataTable rowKey="id" columns={columns} data={roles} loading={loading} emptyText="Nenhum perfil encontrado" />;
}
