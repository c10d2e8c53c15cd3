import type { Person } from '@balcao/contracts';
import { DataTable, formatDate, formatPhone } from '@balcao/ui';
import { Flex, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ContactAvatar } from '../../conversations/components/ContactAvatar';
import { TagChips } from '../../tags/components/TagChips';
import { contactLabelOf } from '../lib/contact-label';
import { ContactRowActions } from './ContactRowActions';

type Props = {
  people: readonly Person[];
  loading: boolean;
  emptyText: string;
  selectedIds: string[];
  onSelectionChange: (ids: string[]) => void;
  /** The contact whose block state is being saved. */
  togglingId: string | null;
  onStartConversation: (person: Person) => void;
  onEdit: (person: Person) => void;
  onToggleBlocked: (person: Person) => void;
  onShowBlockedMessages: (person: Person) => void;
  onDelete: (person: Person) => Promise<unknown>;
};

const muted = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

export function ContactsTable({ people, loading, emptyText, selectedIds, onSelectionChange, togglingId, ...actions }: Props) {
  const columns: TableColumnsType<Person> = [
    {
      key: 'name',
      title: 'Nome',
      render: (_, person) => (
        <Flex align="center" gap={12} style={{ minWidth: 180 }}>
          <ContactAvatar name={person.name} imageUrl={person.imageUrl} seed={person.id} size={32} />
          {person.name?.trim() ? <Typography.Text strong>{person.name}</Typography.Text> : muted('Sem nome')}
        </Flex>
      ),
    },
    { key: 'phone', title: 'Telefone', render: (_, person) => <span style={{ whiteSpace: 'nowrap' }}>{formatPhone(person.phoneNumber)}</span> },
    {
      key: 'email',
      title: 'E-mail',
      render: (_, person) =>
        person.email ? (
          <Typography.Text ellipsis={{ tooltip: person.email }} style={{ maxWidth: 240 }}>
            {person.email}
          </Typography.Text>
        ) : (
          muted('—')
        ),
    },
    { key: 'tags', title: 'Etiquetas', render: (_, person) => <TagChips tags={person.tags} /> },
    {
      key: 'status',
      title: 'Situação',
      render: (_, person) =>
        person.isBlocked ? (
          <Tag color="red" style={{ marginInlineEnd: 0 }}>
            Bloqueado
          </Tag>
        ) : (
          <Tag color="green" style={{ marginInlineEnd: 0 }}>
            Ativo
          </Tag>
        ),
    },
    { key: 'createdAt', title: 'Criado em', render: (_, person) => formatDate(person.createdAt) },
    {
      key: 'actions',
      title: 'Ações',
      align: 'right',
      fixed: 'right',
      render: (_, person) => (
        <Flex justify="flex-end">
          <ContactRowActions person={person} label={contactLabelOf(person)} busy={togglingId === person.id} {...actions} />
        </Flex>
      ),
    },
  ];

  return (
    <DataTable
      rowKey="id"
      size="middle"
      columns={columns}
      data={people}
      loading={loading}
      emptyText={emptyText}
      rowSelection={{
        selectedRowKeys: selectedIds,
        onChange: (keys) => onSelectionChange(keys.map(String)),
        getCheckboxProps: (person) => ({ 'aria-label': `Selecionar ${contactLabelOf(person)}` }),
      }}
    />
  );
}
