import { SearchOutlined } from '@ant-design/icons';
import { Flex, Input, Select } from 'antd';
import { useRoles } from '../../teams/api/get-roles';

type Props = {
  search: string;
  roleId: string | undefined;
  onSearchChange: (search: string) => void;
  onRoleChange: (roleId: string | undefined) => void;
};

export function UsersFilters({ search, roleId, onSearchChange, onRoleChange }: Props) {
  const roles = useRoles();

  return (
    <Flex gap="small" wrap>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Buscar por nome ou e-mail"
        aria-label="Buscar por nome ou e-mail"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        style={{ maxWidth: 320 }}
      />
      <Select
        allowClear
        placeholder="Filtrar por perfil"
        aria-label="Filtrar por perfil"
        value={roleId}
        onChange={(value: string | undefined) => onRoleChange(value)}
        loading={roles.isLoading}
        options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
        style={{ minWidth: 200 }}
      />
    </Flex>
  );
}
