import { FLOW_SORTS, type Flow, type FlowSort } from '@balcao/contracts';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { LoadFailed, PageHeader, toast, useSession } from '@balcao/ui';
import { App, Button, Col, Empty, Flex, Input, Row, Select, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDeleteFlow, useFlows } from '../api/flows';
import { FLOW_SORT_LABELS, searchAndSortFlows } from '../lib/sort-flows';
import { FlowCard } from './FlowCard';
import { FlowFormModal } from './FlowFormModal';

type FormState = { mode: 'create' } | { mode: 'edit'; flow: Flow } | null;

/** /flows (spec 2 §2.4): search, sort, count, cards, create/edit modal and delete confirmation. */
export function FlowsListPage() {
  const { inboxId } = useSession();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const flows = useFlows(inboxId);
  const remove = useDeleteFlow();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<FlowSort>('newest');
  const [editing, setEditing] = useState<FormState>(null);
  // The add menu sends /flows?new=1: the create modal opens over the list.
  const form: FormState = editing ?? (params.get('new') === '1' ? { mode: 'create' } : null);
  const visible = useMemo(() => searchAndSortFlows(flows.data ?? [], search, sort), [flows.data, search, sort]);

  const closeForm = () => {
    setEditing(null);
    if (params.has('new')) {
      params.delete('new');
      setParams(params, { replace: true });
    }
  };

  const confirmDelete = (flow: Flow) =>
    modal.confirm({
      title: 'Excluir fluxo',
      content: `Tem certeza que deseja excluir o fluxo "${flow.name}"? Esta ação não pode ser desfeita e os dispositivos que o usam deixarão de executá-lo.`,
      okText: 'Excluir',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      onOk: async () => {
        await remove.mutateAsync(flow.id);
        toast.success('Fluxo excluído com sucesso');
      },
    });

  const total = flows.data?.length ?? 0;
  return (
    <Flex vertical gap="middle">
      <PageHeader
        title="Fluxo de Atendimento"
        description="Monte as conversas automáticas que atendem os clientes no WhatsApp."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
            Criar fluxo
          </Button>
        }
      />
      <Flex gap="small" wrap align="center">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Buscar fluxo"
          aria-label="Buscar fluxo"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Select
          aria-label="Ordenar"
          value={sort}
          onChange={setSort}
          options={FLOW_SORTS.map((value) => ({ value, label: FLOW_SORT_LABELS[value] }))}
          style={{ width: 170 }}
        />
        <Typography.Text type="secondary" data-testid="flows-total">
          {total === 1 ? '1 fluxo' : `${total} fluxos`}
        </Typography.Text>
      </Flex>
      {flows.isPending ? (
        <Skeleton active />
      ) : flows.isError ? (
        <LoadFailed message="Não foi possível carregar os fluxos." onRetry={() => void flows.refetch()} />
      ) : visible.length === 0 ? (
        <Empty
          description={
            search.trim()
              ? `Nenhum fluxo encontrado para "${search.trim()}". Tente outro termo.`
              : 'Nenhum fluxo criado ainda. Crie o primeiro para automatizar o atendimento.'
          }
        >
          {!search.trim() && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
              Criar fluxo
            </Button>
          )}
        </Empty>
      ) : (
        <Row gutter={[16, 16]}>
          {visible.map((flow) => (
            <Col key={flow.id} xs={24} sm={12} lg={8} xxl={6}>
              <FlowCard flow={flow} onEdit={() => setEditing({ mode: 'edit', flow })} onDelete={() => confirmDelete(flow)} />
            </Col>
          ))}
        </Row>
      )}
      {form && (
        <FlowFormModal
          flow={form.mode === 'edit' ? form.flow : null}
          onClose={closeForm}
          onCreated={(created) => navigate(`/flows/${created.id}`, { replace: params.has('new') })}
        />
      )}
    </Flex>
  );
}
