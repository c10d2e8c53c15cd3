import type { Inbox } from '@balcao/contracts';
import { toast, useSession } from '@balcao/ui';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useDeleteInbox } from '../api/delete-inbox';
import { useInboxes } from '../api/get-inboxes';
import { WorkspaceFormModal } from './WorkspaceFormModal';
import { WorkspacesTable } from './WorkspacesTable';

type ModalState = { mode: 'create' } | { mode: 'edit'; inbox: Inbox } | null;

/** Settings tab 'Workspaces' (spec 3 §2.4): the Gestor creates, renames and deletes; others only see the list. */
export function WorkspaceSettings() {
  const { user, inboxId, refreshUser, switchInbox } = useSession();
  const inboxes = useInboxes();
  const deleteInbox = useDeleteInbox();
  const [modal, setModal] = useState<ModalState>(null);

  const handleDelete = async (inbox: Inbox) => {
    try {
      await deleteInbox.mutateAsync(inbox.id);
    } catch {
      // The api client already showed the server's message (e.g. the office's last workspace).
      return;
    }
    toast.success('Workspace excluído');
    if (inbox.id === inboxId) {
      // The open workspace is gone: move to another one of the user's, as the switcher would.
      const next = user.inboxes.find((candidate) => candidate.id !== inbox.id);
      if (next) {
        switchInbox(next.id);
        return;
      }
    }
    await refreshUser();
  };

  return (
    <Card
      title="Workspaces"
      extra={
        user.isManager && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ mode: 'create' })}>
            Novo workspace
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">
        Cada workspace tem suas próprias conversas, contatos e dispositivos.
      </Typography.Paragraph>
      {!user.isManager && (
        <Alert
          type="info"
          showIcon
          title="Apenas o Gestor do escritório pode criar, renomear ou excluir workspaces."
          style={{ marginBottom: 16 }}
        />
      )}
      <WorkspacesTable
        inboxes={inboxes.data ?? []}
        loading={inboxes.isFetching}
        actions={user.isManager ? { onEdit: (inbox) => setModal({ mode: 'edit', inbox }), onDelete: handleDelete } : undefined}
      />
      {modal && (
        <WorkspaceFormModal inbox={modal.mode === 'edit' ? modal.inbox : undefined} onClose={() => setModal(null)} />
      )}
    </Card>
  );
}
