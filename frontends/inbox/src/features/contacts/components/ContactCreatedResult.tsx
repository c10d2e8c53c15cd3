import type { Person } from '@balcao/contracts';
import { formatPhone } from '@balcao/ui';
import { MessageOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';

type Props = {
  person: Person;
  onStartConversation: () => void;
  onClose: () => void;
};

/** After a create, the optional jump to messages (spec 2 §2.2). */
export function ContactCreatedResult({ person, onStartConversation, onClose }: Props) {
  return (
    <Result
      status="success"
      title="Contato adicionado"
      subTitle={`${person.name ?? formatPhone(person.phoneNumber)} já está na sua lista de contatos. Deseja iniciar uma conversa agora?`}
      extra={[
        <Button key="close" onClick={onClose}>
          Fechar
        </Button>,
        <Button key="start" type="primary" icon={<MessageOutlined />} onClick={onStartConversation}>
          Iniciar conversa
        </Button>,
      ]}
    />
  );
}
