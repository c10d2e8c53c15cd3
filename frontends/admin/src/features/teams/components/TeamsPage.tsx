import type { Role } from '@balcao/contracts';
import { hasPermission, PageHeader, toast, useSession } from '@balcao/ui';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { NoPermissionResult } from '../../../components/NoPermissionResult';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import { RoleFormModal } from './RoleFormModal';
import { RolesTable } from './RolesTable';

type ModalState = { mode: 'create' } | { mode: 'edit'; role: Role } | null;

function TeamsManager() {
  const roles = useRoles();
  const deleteRole = useDeleteRole();
  const [modal, setModal] = useState<ModalState>(null);

  const handleDelete = async (role: Role) => {
    try {
      await deleteRole.mutateAsync(role.id);
      toast.success('Perfil excluído');
    } catch {
      // The api client already showed the server's message (e.g. a profile still in use).
    }
  };

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title="Times"
        description="Perfis agrupam atendentes e definem o que cada um pode acessar."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ mode: 'create' })}>
            Novo perfil
          </Button>
        }
      />
      <RolesTable
        roles={roles.data ?? []}
        loading={roles.isFetching}
        onEdit={(role) => setModal({ mode: 'edit', role })}
        onDelete={handleDelete}
      />
      {modal && <RoleFormModal role={modal.mode === 'edit' ? modal.role : undefined} onClose={() => setModal(null)} />}
    </Flex>
  );
}

/** /teams 'Times' (spec 3 §2.4); needs view:teams. */
export function TeamsPage() {
  const { user } = useSession();
  if (!hasPermission(user, 'view:teams')) return <NoPermissionResult />;
  return <TeamsManager />;
}
