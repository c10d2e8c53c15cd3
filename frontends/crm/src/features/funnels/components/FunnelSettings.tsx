import type { Funnel } from '@balcao/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { PageHeader, toast, useSession } from '@balcao/ui';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useDeleteFunnel, useFunnels } from '../api/funnels';
import { FunnelFormModal } from './FunnelFormModal';
import { FunnelsTable } from './FunnelsTable';

/** Settings › Funis (/settings?tab=funnel): the workspace's funnels with create, edit and delete. */
export function FunnelSettings() {
  const { inboxId } = useSession();
  const funnels = useFunnels(inboxId);
  const remove = useDeleteFunnel();
  const [editing, setEditing] = useState<Funnel | 'new' | null>(null);

  const deleteFunnel = (funnel: Funnel) =>
    remove.mutateAsync(funnel.id).then(() => toast.success('Funil excluído com sucesso'));

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title="Funis"
        description="Os funis do CRM deste workspace, com as etapas por onde os leads passam."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            Criar funil
          </Button>
        }
      />
      <FunnelsTable funnels={funnels.data} loading={funnels.isLoading} onEdit={setEditing} onDelete={deleteFunnel} />
      {editing && <FunnelFormModal funnel={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
