import type { User } from '@balcao/contracts';
import { hasPermission, PageHeader, toast, useDebouncedValue, useSession } from '@balcao/ui';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { NoPermissionResult } from '../../../components/NoPermissionResult';
import { useDeleteUser } from '../api/delete-user';
import { USERS_PAGE_SIZE, useUsers } from '../api/get-users';
import { UserFormModal } from './UserFormModal';
import { UsersFilters } from './UsersFilters';
import { UsersTable } from './UsersTable';

/** Spec 3 §9: select search debounce. */
const SEARCH_DEBOUNCE_MS = 300;

type ModalState = { mode: 'create' } | { mode: 'edit'; user: User } | null;

function UsersManager({ currentUserId }: { currentUserId: string }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [roleId, setRoleId] = useState<string | undefined>();
  const [modal, setModal] = useState<ModalState>(null);
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const users = useUsers({ page, search: debouncedSearch, roleId });
  const deleteUser = useDeleteUser();

  const handleDelete = async (user: User) => {
    try {
      await deleteUser.mutateAsync(user.id);
      toast.success('Atendente excluído');
      // Deleting the last row of a page would leave it empty.
      if (users.data?.data.length === 1 && page > 1) setPage(page - 1);
    } catch {
      // The api client already showed the server's message.
    }
  };

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title="Atendentes"
        description="Gerencie quem atende no escritório, seus perfis e workspaces."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ mode: 'create' })}>
            Novo atendente
          </Button>
        }
      />
      <UsersFilters
        search={search}
        roleId={roleId}
        onSearchChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onRoleChange={(value) => {
          setRoleId(value);
          setPage(1);
        }}
      />
      <UsersTable
        users={users.data?.data ?? []}
        loading={users.isFetching}
        currentUserId={currentUserId}
        page={page}
        pageSize={USERS_PAGE_SIZE}
        total={users.data?.totalResults ?? 0}
        onPageChange={setPage}
        onEdit={(user) => setModal({ mode: 'edit', user })}
        onDelete={handleDelete}
      />
      {modal && (
        <UserFormModal user={modal.mode === 'edit' ? modal.user : undefined} onClose={() => setModal(null)} />
      )}
    </Flex>
  );
}

/** /users 'Atendentes' (spec 3 §2.4); needs view:users. */
export function UsersPage() {
  const { user } = useSession();
  if (!hasPermission(user, 'view:users')) return <NoPermissionResult />;
  return <UsersManager currentUserId={user.id} />;
}
