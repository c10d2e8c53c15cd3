import type { Person } from '@balcao/contracts';
import { TwoClickDeleteButton } from '@balcao/ui';
import { CheckCircleOutlined, EditOutlined, InboxOutlined, MessageOutlined, StopOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Tooltip } from 'antd';

type Props = {
  person: Person;
  label: string;
  busy: boolean;
  onStartConversation: (person: Person) => void;
  onEdit: (person: Person) => void;
  onToggleBlocked: (person: Person) => void;
  onShowBlockedMessages: (person: Person) => void;
  onDelete: (person: Person) => Promise<unknown>;
};

export function ContactRowActions({ person, label, busy, onStartConversation, onEdit, onToggleBlocked, onShowBlockedMessages, onDelete }: Props) {
  const blockLabel = person.isBlocked ? `Desbloquear ${label}` : `Bloquear ${label}`;
  return (
    <Space size={0}>
      <Tooltip title="Iniciar conversa">
        <Button
          type="text"
          icon={<MessageOutlined />}
          aria-label={`Iniciar conversa com ${label}`}
          disabled={person.isBlocked}
          onClick={() => onStartConversation(person)}
        />
      </Tooltip>
      <Tooltip title="Editar">
        <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${label}`} onClick={() => onEdit(person)} />
      </Tooltip>
      <Tooltip title={person.isBlocked ? 'Desbloquear' : 'Bloquear'}>
        <Button
          type="text"
          icon={person.isBlocked ? <CheckCircleOutlined /> : <StopOutlined />}
          aria-label={blockLabel}
          loading={busy}
          onClick={() => onToggleBlocked(person)}
        />
      </Tooltip>
      {person.blockedMessagesCount > 0 && (
        <Tooltip title="Mensagens recebidas enquanto bloqueado">
          <Badge count={person.blockedMessagesCount} size="small" offset={[-6, 6]} color="red">
            <Button
              type="text"
              icon={<InboxOutlined />}
              aria-label={`Mensagens recebidas enquanto bloqueado: ${label} (${person.blockedMessagesCount})`}
              onClick={() => onShowBlockedMessages(person)}
            />
          </Badge>
        </Tooltip>
      )}
      <TwoClickDeleteButton onConfirm={() => onDelete(person)} tooltip={`Excluir ${label}`} />
    </Space>
  );
}
