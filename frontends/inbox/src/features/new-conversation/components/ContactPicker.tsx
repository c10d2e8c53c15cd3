import type { Person } from '@balcao/contracts';
import { ReloadOutlined, SearchOutlined, UserAddOutlined } from '@ant-design/icons';
import { formatPhone, useDebouncedValue, useSession } from '@balcao/ui';
import { Avatar, Button, Empty, Flex, Input, Result, Skeleton, Spin, theme } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { contactLabelOf } from '../../contacts/lib/contact-label';
import { ContactAvatar } from '../../conversations/components/ContactAvatar';
import { useContactOptions } from '../api/get-contact-options';
import { ContactOption } from './ContactOption';

/** Spec 1 §9: select search debounce 300 ms; §5: one character or less is too short. */
export const CONTACT_PICKER_DEBOUNCE_MS = 300;
const MIN_SEARCH_LENGTH = 2;
/** How close to the end of the list scrolling asks for the next page. */
const LOAD_MORE_THRESHOLD_PX = 80;

interface ContactPickerProps {
  onPick: (person: Person) => void;
  onCreateContact: () => void;
  /** A conversation is being opened: choices wait. */
  busy: boolean;
}

/** The searchable, paged contact list of 'Nova conversa' (spec 1 §2), with 'Novo contato' first. */
export function ContactPicker({ onPick, onCreateContact, busy }: ContactPickerProps) {
  const { token } = theme.useToken();
  const { inboxId } = useSession();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), CONTACT_PICKER_DEBOUNCE_MS);
  const name = term.length >= MIN_SEARCH_LENGTH ? term : undefined;
  const contacts = useContactOptions(inboxId, name);
  const people = contacts.data?.pages.flatMap((page) => page.data) ?? [];
  const listRef = useRef<HTMLDivElement>(null);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = contacts;
  const loadMoreNearEnd = useCallback(() => {
    const box = listRef.current;
    if (!box || !hasNextPage || isFetchingNextPage) return;
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= LOAD_MORE_THRESHOLD_PX) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A first page shorter than the box has nothing to scroll: keep loading until it fills or ends.
  useEffect(() => {
    const box = listRef.current;
    if (box && box.clientHeight > 0 && box.scrollHeight <= box.clientHeight) loadMoreNearEnd();
  }, [people.length, loadMoreNearEnd]);

  let state = null;
  if (contacts.isLoading) state = <Skeleton active avatar paragraph={{ rows: 1 }} style={{ padding: '8px 12px' }} />;
  else if (contacts.isError && !contacts.data)
    state = (
      <Result
        status="warning"
        title="Não foi possível carregar os contatos"
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void contacts.refetch()}>
            Tentar novamente
          </Button>
        }
        style={{ padding: '16px 0' }}
      />
    );
  else if (people.length === 0)
    state = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={name ? 'Nenhum contato encontrado' : 'Nenhum contato cadastrado'} />;

  return (
    <Flex vertical gap={12} style={{ marginTop: 16 }}>
      <Input
        autoFocus
        allowClear
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        prefix={<SearchOutlined style={{ color: token.colorTextTertiary }} />}
        placeholder="Buscar por nome ou número"
        aria-label="Buscar contato"
      />
      <Spin spinning={busy} description="Abrindo conversa...">
        <div
          ref={listRef}
          onScroll={loadMoreNearEnd}
          data-testid="contact-picker-scroll"
          style={{ maxHeight: 360, overflowY: 'auto', marginInline: -12 }}
        >
          <ul aria-label="Contatos" aria-busy={contacts.isFetching} style={{ margin: 0, padding: 0 }}>
            <ContactOption
              avatar={<Avatar icon={<UserAddOutlined />} style={{ background: token.colorPrimaryBg, color: token.colorPrimary, flexShrink: 0 }} />}
              title="Novo contato"
              subtitle="Cadastrar e iniciar a conversa"
              onClick={onCreateContact}
              disabled={busy}
            />
            {people.map((person) => (
              <ContactOption
                key={person.id}
                avatar={<ContactAvatar name={person.name} imageUrl={person.imageUrl} seed={person.id} size={32} />}
                title={contactLabelOf(person)}
                subtitle={person.name?.trim() ? formatPhone(person.phoneNumber) : undefined}
                onClick={() => onPick(person)}
                disabled={busy}
              />
            ))}
          </ul>
          {state}
          {isFetchingNextPage && (
            <Flex justify="center" style={{ padding: 8 }}>
              <Spin size="small" aria-label="Carregando mais contatos" />
            </Flex>
          )}
        </div>
      </Spin>
    </Flex>
  );
}
