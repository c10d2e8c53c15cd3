import {
  CRM_MESSAGES,
  DEFAULT_COLUMN_COLOR,
  DEFAULT_COLUMN_TIME_LIMIT_DAYS,
  type ColumnColor,
  type Funnel,
  type FunnelColumn,
} from '@balcao/contracts';
import { ApiRequestError, errorMessageOf, ModalFooter, ModalOrDrawer, toast } from '@balcao/ui';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useCreateColumn, useUpdateColumn } from '../api/columns';
import { ColumnColorPicker } from './ColumnColorPicker';

interface ColumnFormValues {
  funnelId: string;
  name: string;
  color: ColumnColor;
  timeLimitDays: number | null;
  showBadgeProgress: boolean;
}

interface ColumnFormModalProps {
  funnels: Funnel[];
  funnelId: string;
  /** The column being edited; none to add one after the last. */
  column?: Pick<FunnelColumn, 'id' | 'name' | 'color' | 'timeLimitDays' | 'showBadgeProgress' | 'index'> | null;
  onClose: () => void;
}

const describe = (error: unknown) => (error instanceof ApiRequestError ? errorMessageOf(error.body) : undefined);

/** Column form (spec 2 §2.1): funnel, name, colour, time limit in days, badge-progress switch. */
export function ColumnFormModal({ funnels, funnelId, column, onClose }: ColumnFormModalProps) {
  const [form] = Form.useForm<ColumnFormValues>();
  const create = useCreateColumn();
  const update = useUpdateColumn();
  const saving = create.isPending || update.isPending;

  const submit = async (values: ColumnFormValues) => {
    const body = {
      funnelId: values.funnelId,
      name: values.name.trim(),
      color: values.color,
      // Spec 2 §5: non-numeric becomes 0.
      timeLimitDays: Number.isFinite(values.timeLimitDays) ? Number(values.timeLimitDays) : 0,
      showBadgeProgress: values.showBadgeProgress,
    };
    try {
      if (column) {
        await update.mutateAsync({ id: column.id, ...body, index: column.index });
        toast.success('Coluna atualizada com sucesso');
      } else {
        await create.mutateAsync(body);
        toast.success('Coluna criada com sucesso');
      }
      onClose();
    } catch (error) {
      toast.error(column ? 'Erro ao atualizar coluna' : 'Erro ao criar coluna', describe(error));
    }
  };

  return (
    <ModalOrDrawer
      open
      title={column ? 'Editar coluna' : 'Nova coluna'}
      onClose={onClose}
      closable={!saving}
      footer={<ModalFooter onCancel={onClose} onSubmit={() => form.submit()} saving={saving} />}
    >
      <Form<ColumnFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          funnelId,
          name: column?.name ?? '',
          color: column?.color ?? DEFAULT_COLUMN_COLOR,
          timeLimitDays: column?.timeLimitDays ?? DEFAULT_COLUMN_TIME_LIMIT_DAYS,
          showBadgeProgress: column?.showBadgeProgress ?? true,
        }}
      >
        <Form.Item name="funnelId" label="Funil" rules={[{ required: true, message: CRM_MESSAGES.funnelRequired }]}>
          <Select disabled={Boolean(column)} options={funnels.map((funnel) => ({ value: funnel.id, label: funnel.name }))} placeholder="Selecione um funil" />
        </Form.Item>
        <Form.Item name="name" label="Nome" rules={[{ required: true, whitespace: true, message: CRM_MESSAGES.columnNameRequired }]}>
          <Input maxLength={60} placeholder="Ex.: Em atendimento" />
        </Form.Item>
        <Form.Item name="color" label="Cor">
          <ColumnColorPicker />
        </Form.Item>
        <Form.Item name="timeLimitDays" label="Prazo em dias" extra="0 significa que o lead deve ser processado imediatamente.">
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="showBadgeProgress" label="Mostrar selo de atraso nos cards" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </ModalOrDrawer>
  );
}
