import type { Role } from '@balcao/contracts';
import { TwoClickDeleteButton } from '@balcao/ui';
import { EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';

type Props = {
  role: Role;
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => Promise<unknown>;
};

export const PROTECTED_ROLE_MESSAGE = 'O perfil Gestor não pode ser alterado';

/** The protected profile (Gestor) keeps both actions visible but disabled, with the reason. */
export function RoleRowActions({ role, onEdit, onDelete }: Props) {
  const locked = role.isProtected;

  return (
    <Space size="small">
      <Tooltip title={locked ? PROTECTED_ROLE_MESSAGE : 'Editar'}>
        <Button
          type="text"
          icon={<EditOutlined />}
          disabled={locked}
          aria-label={locked ? PROTECTED_ROLE_MESSAGE : `Editar ${role.name}`}
          onClick={() => onEdit(role)}
        />
      </Tooltip>
      <TwoClickDeleteButton
        onConfirm={() => onDelete(role)}
        disabled={locked}
        tooltip={locked ? PROTECTED_ROLE_MESSAGE : `Excluir ${role.name}`}
      />
    </Space>
  );
}
