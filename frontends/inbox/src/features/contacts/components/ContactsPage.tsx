import type { Person } from '@balcao/contracts';
import { PageHeader, toast, useDebouncedValue, useSession } from '@balcao/ui';
import { FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useNewParam } from '../../tags/hooks/use-new-param';
import { useDeletePeople } from '../api/delete-people';
import { PEOPLE_PAGE_SIZE, usePeople } from '../api/get-people';
import { useUpdatePerson } from '../api/update-person';
import { conversationLinkOf } from '../lib/conversation-link';
import { BlockedMessagesModal } from './BlockedMessagesModal';
import { ContactFormModal } from './ContactFormModal';
import { ContactsTable } from './ContactsTable';
import { ContactsToolbar, type BlockedFilter } from './ContactsToolbar';
import { PeopleReportModal } from './PeopleReportModal';
import { WindowPager } from './WindowPager';

/** Spec 2 §9: contact search waits 400 ms after the last key. */
export const CONTACT_SEARCH_DEBOUNCE_MS = 400;
/** Spec 1 §5: a search of one character or less is too short. */
const MIN_SEARCH_LENGTH = 2;

type ModalState = { mode: 'create' } | { mode: 'edit'; person: Person } | { mode: 'report' } | { mode: 'blocked-messages'; person: Person } | null;

const BLOCKED_QUERY: Record<BlockedFilter, boolean | undefined> = { all: undefined, active: false, blocked: true };

/** /customers 'Contatos' (spec 1 §2): the workspace's contacts, 50 a page. */
export function ContactsPage() {
  const { inboxId } = useSession();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [blocked, setBlocked] = useState<BlockedFilter>('all');
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [modal, setModal] = useState<ModalState>(null);
  useNewParam(() => setModal({ mode: 'create' }));

  const term = useDebouncedValue(search.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  const name = term.length >= MIN_SEARCH_LENGTH ? term : undefined;
  const people = usePeople({ inboxId, page, name, isBlocked: BLOCKED_QUERY[blocked] });
  const deletePeople = useDeletePeople();
  const updatePerson = useUpdatePerson();

  const rows = people.data?.data ?? [];
  const totalPages = people.data?.totalPages ?? 0;
  const filtered = Boolean(name) || blocked !== 'all';

  const goToPage = (next: number) => {
    setPage(next);
    setSelectedIds([]);
  };

  const remove = async (ids: string[]) => {
    try {
      await deletePeople.mutateAsync({ ids, inboxId });
      toast.success(ids.length === 1 ? 'Contato excluído' : `${ids.length} contatos excluídos`);
      setSelectedIds((current) => current.filter((id) => !ids.includes(id)));
      // Emptying the last page would leave the user looking at nothing.
      if (page > 1 && ids.length >= rows.length) setPage(page - 1);
    } catch {
      // The api client already showed the server's message.
    }
  };

  const toggleBlocked = async (person: Person) => {
    try {
      await updatePerson.mutateAsync({ id: person.id, body: { isBlocked: !person.isBlocked } });
      toast.success(person.isBlocked ? 'Contato desbloqueado' : 'Contato bloqueado');
    } catch {
      // The api client already showed the server's message.
    }
  };

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title="Contatos"
        description="Os clientes deste workspace: dados de contato, etiquetas e bloqueios."
        extra={
          <Flex gap="small" wrap>
            <Button icon={<FileTextOutlined />} onClick={() => setModal({ mode: 'report' })}>
              Relatório
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ mode: 'create' })}>
              Novo contato
            </Button>
          </Flex>
        }
      />
      <ContactsToolbar
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          goToPage(1);
        }}
        blocked={blocked}
        onBlockedChange={(value) => {
          setBlocked(value);
          goToPage(1);
        }}
        selectedCount={selectedIds.length}
        onClearSelection={() => setSelectedIds([])}
        onDeleteSelected={() => remove(selectedIds)}
      />
      <ContactsTable
        people={rows}
        loading={people.isFetching}
        emptyText={filtered ? 'Nenhum resultado encontrado' : 'Nenhum contato cadastrado'}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        togglingId={updatePerson.isPending ? (updatePerson.variables?.id ?? null) : null}
        onStartConversation={(person) => navigate(conversationLinkOf(person))}
        onEdit={(person) => setModal({ mode: 'edit', person })}
        onToggleBlocked={(person) => void toggleBlocked(person)}
        onShowBlockedMessages={(person) => setModal({ mode: 'blocked-messages', person })}
        onDelete={(person) => remove([person.id])}
      />
      <WindowPager
        page={page}
        totalPages={totalPages}
        total={people.data?.totalResults ?? 0}
        pageSize={PEOPLE_PAGE_SIZE}
        onChange={goToPage}
        noun="contatos"
      />
      {modal?.mode === 'blocked-messages' && <BlockedMessagesModal person={modal.person} onClose={() => setModal(null)} />}
      {modal?.mode === 'report' && <PeopleReportModal onClose={() => setModal(null)} />}
      {(modal?.mode === 'create' || modal?.mode === 'edit') && (
        <ContactFormModal person={modal.mode === 'edit' ? modal.person : null} onClose={() => setModal(null)} />
      )}
    </Flex>
  );
}
