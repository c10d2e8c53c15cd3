import type { User } from '@balcao/contracts';
import { TwoClickDeleteButton } from '@balcao/ui';
import { EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';

type Props = {
  user: User;
  isCurrentUser: boolean;
  onEdit: (user: User) => void;
  onDelete: (user: User) => Promise<unknown>;
};

export function UserRowActions({ user, isCurrentUser, onEdit, onDelete }: Props) {
  return (
    <Space size="small">
      <Tooltip title="Editar">
        <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${user.name}`} onClick={() => onEdit(user)} />
      </Tooltip>
      <TwoClickDeleteButton
        onConfirm={() => onDelete(user)}
        disabled={isCurrentUser}
        tooltip={isCurrentUser ? 'Você não pode excluir o seu próprio usuário' : `Excluir ${user.name}`}
      />
    </Space>
  );
}
