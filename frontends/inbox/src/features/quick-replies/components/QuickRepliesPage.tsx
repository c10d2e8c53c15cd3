import type { FastMessage } from '@balcao/contracts';
import { PageHeader, toast, useSession } from '@balcao/ui';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Input, Row, Skeleton } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useNewParam } from '../../tags/hooks/use-new-param';
import { useDeleteFastMessage } from '../api/delete-fast-message';
import { useFastMessages } from '../api/get-fast-messages';
import { matchesSearch } from '../lib/quick-reply-form';
import { QuickReplyCard } from './QuickReplyCard';
import { QuickReplyFormModal } from './QuickReplyFormModal';

type ModalState = { mode: 'create' } | { mode: 'edit'; reply: FastMessage } | null;

export const QUICK_REPLIES_EMPTY_TEXT = 'Nenhuma mensagem rápida encontrada';

const GRID = { xs: 24, md: 12, xl: 8, xxl: 6 };

/** /quick-replies 'Respostas Rápidas' (spec 1 §2): the workspace's ready-made messages. */
export function QuickRepliesPage() {
  const { inboxId } = useSession();
  const replies = useFastMessages(inboxId);
  const deleteReply = useDeleteFastMessage();
  const [modal, setModal] = useState<ModalState>(null);
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search);
  useNewParam(() => setModal({ mode: 'create' }));

  const visible = useMemo(() => (replies.data ?? []).filter((reply) => matchesSearch(reply, term)), [replies.data, term]);

  const handleDelete = async (reply: FastMessage) => {
    try {
      await deleteReply.mutateAsync(reply);
      toast.success('Resposta excluída');
    } catch {
      toast.error('Erro', 'Não foi possível excluir a resposta');
    }
  };

  const openCreate = () => setModal({ mode: 'create' });

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title="Respostas Rápidas"
        description="Mensagens prontas para enviar nas conversas, com o nome do cliente e do atendente preenchidos no envio."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={openCreate}>
            Nova resposta
          </Button>
        }
      />
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Buscar por título, conteúdo ou etiqueta"
        aria-label="Buscar respostas rápidas"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 420 }}
      />
      {replies.isLoading ? (
        <Row gutter={[16, 16]}>
          {[0, 1, 2].map((key) => (
            <Col key={key} {...GRID}>
              <Card size="small">
                <Skeleton active paragraph={{ rows: 3 }} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : visible.length === 0 ? (
        <Card>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={QUICK_REPLIES_EMPTY_TEXT}>
            {!search.trim() && (
              <Button type="primary" icon={<PlusOutlined />} onClick={openCreate}>
                Criar resposta rápida
              </Button>
            )}
          </Empty>
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {visible.map((reply) => (
            <Col key={reply.id} {...GRID}>
              <QuickReplyCard reply={reply} onEdit={(item) => setModal({ mode: 'edit', reply: item })} onDelete={handleDelete} />
            </Col>
          ))}
        </Row>
      )}
      {modal && <QuickReplyFormModal reply={modal.mode === 'edit' ? modal.reply : null} onClose={() => setModal(null)} />}
    </Flex>
  );
}
