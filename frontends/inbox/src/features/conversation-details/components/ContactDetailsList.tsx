import type { Person } from '@balcao/contracts';
import { formatDate, formatDateTime, formatPhone } from '@balcao/ui';
import { Descriptions, Flex, Tag, Typography } from 'antd';
import { ContactAvatar } from '../../conversations/components/ContactAvatar';
import { contactNameOf } from '../../conversations/lib/contact-name';
import { TagChips } from '../../tags/components/TagChips';

const NOT_INFORMED = 'Não informado';

/** What the office knows about the contact (spec 1 §3 Person). */
export function ContactDetailsList({ person }: { person: Person }) {
  const items = [
    { key: 'phone', label: 'Telefone', children: formatPhone(person.phoneNumber) },
    { key: 'email', label: 'E-mail', children: person.email || NOT_INFORMED },
    { key: 'document', label: 'Documento', children: person.document || NOT_INFORMED },
    {
      key: 'blocked',
      label: 'Situação',
      children: person.isBlocked ? <Tag color="error">Bloqueado</Tag> : <Tag color="success">Ativo</Tag>,
    },
    {
      key: 'tags',
      label: 'Etiquetas',
      children: <TagChips tags={person.tags} max={Number.POSITIVE_INFINITY} emptyText="Nenhuma etiqueta" />,
    },
    ...(person.user ? [{ key: 'user', label: 'Atendente', children: person.user.name }] : []),
    ...(person.lastMessageSentAt ? [{ key: 'last', label: 'Última mensagem', children: formatDateTime(person.lastMessageSentAt) }] : []),
    { key: 'created', label: 'Cadastrado em', children: formatDate(person.createdAt) },
  ];

  return (
    <Flex vertical gap={20}>
      <Flex vertical align="center" gap={6} style={{ textAlign: 'center' }}>
        <ContactAvatar name={person.name} imageUrl={person.imageUrl} seed={person.id} size={72} />
        <Typography.Title level={5} style={{ margin: '4px 0 0' }}>
          {contactNameOf(person)}
        </Typography.Title>
      </Flex>
      <Descriptions column={1} size="small" colon={false} items={items} styles={{ label: { width: 140 } }} />
    </Flex>
  );
}
