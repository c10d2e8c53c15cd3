import {
  ASSIGNMENT_CAPACITY_MAX,
  ASSIGNMENT_CAPACITY_MIN,
  ASSIGNMENT_MODE_LABELS,
  ASSIGNMENT_MODES,
  RATING_WINDOW_MAX_HOURS,
  RATING_WINDOW_MIN_HOURS,
  ZAssignmentCapacity,
  ZRatingWindowHours,
  type AssignmentMode,
} from '@balcao/contracts';
import { toast, useSession } from '@balcao/ui';
import { Alert, Button, Card, Form, InputNumber, Radio, Skeleton, Tag, Typography } from 'antd';
import { showApiFieldError } from '../../../lib/api-field-errors';
import { zodRule } from '../../../lib/form-rules';
import { useAutoAssignment, useUpdateAutoAssignment } from '../api/auto-assignment';

type AutoAssignmentFormValues = { mode: AssignmentMode; capacity: number; ratingWindowHours: number };

const MODE_HELP: Record<AssignmentMode, string> = {
  off: 'As conversas aguardam na fila até alguém assumir.',
  'round-robin': 'Cada nova conversa vai para o próximo atendente da vez.',
  'least-busy': 'Cada nova conversa vai para quem tem menos conversas abertas.',
};

/**
 * 'Distribuição automática' of a workspace (issue 40 §2): the Gestor chooses the mode and each
 * attendant's capacity of open conversations, and how long a rating waits for the client's
 * answer. Only attendants online and 'Disponível' receive conversations; others read it only.
 */
export function AutoAssignmentCard({ inboxId }: { inboxId: string }) {
  const { user } = useSession();
  const [form] = Form.useForm<AutoAssignmentFormValues>();
  const settings = useAutoAssignment(inboxId);
  const update = useUpdateAutoAssignment();
  const mode = Form.useWatch('mode', form);
  const readOnly = !user.isManager;

  const handleFinish = async (values: AutoAssignmentFormValues) => {
    try {
      await update.mutateAsync({ inboxId, ...values });
      toast.success('Distribuição automática salva');
    } catch (error) {
      showApiFieldError(form, error, ['mode', 'capacity', 'ratingWindowHours']);
    }
  };

  const queued = settings.data?.queued ?? 0;
  return (
    <Card
      title="Distribuição automática"
      extra={settings.data && <Tag color={queued > 0 ? 'orange' : 'default'}>{queued === 1 ? '1 conversa na fila' : `${queued} conversas na fila`}</Tag>}
      data-testid="auto-assignment-card"
    >
      {readOnly && <Alert type="info" showIcon title="Apenas o Gestor do escritório pode alterar a distribuição." style={{ marginBottom: 16 }} />}
      {settings.data ? (
        <Form<AutoAssignmentFormValues>
          key={settings.data.inboxId}
          form={form}
          layout="vertical"
          requiredMark={false}
          disabled={readOnly}
          initialValues={{ mode: settings.data.mode, capacity: settings.data.capacity, ratingWindowHours: settings.data.ratingWindowHours }}
          onFinish={handleFinish}
          style={{ maxWidth: 560 }}
        >
          <Form.Item name="mode" label="Modo" extra={MODE_HELP[mode ?? settings.data.mode]}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={ASSIGNMENT_MODES.map((value) => ({ value, label: ASSIGNMENT_MODE_LABELS[value] }))}
            />
          </Form.Item>
          <Form.Item
            name="capacity"
            label="Capacidade por atendente"
            extra="Máximo de conversas em atendimento por pessoa neste workspace; quem atinge o limite não recebe novas."
            rules={[zodRule(ZAssignmentCapacity)]}
          >
            <InputNumber min={ASSIGNMENT_CAPACITY_MIN} max={ASSIGNMENT_CAPACITY_MAX} precision={0} suffix="conversas" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="ratingWindowHours"
            label="Prazo para o cliente avaliar"
            extra="Depois de 'Finalizar com avaliação', a nota enviada neste prazo é registrada; depois dele, a mensagem abre uma nova conversa."
            rules={[zodRule(ZRatingWindowHours)]}
          >
            <InputNumber min={RATING_WINDOW_MIN_HOURS} max={RATING_WINDOW_MAX_HOURS} precision={0} suffix="horas" style={{ width: 200 }} />
          </Form.Item>
          <Typography.Paragraph type="secondary">
            Só recebem conversas os atendentes conectados e marcados como Disponível no menu do usuário. Em &quot;Transferir para atendente
            disponível&quot; vale a mesma regra.
          </Typography.Paragraph>
          {!readOnly && (
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              Salvar
            </Button>
          )}
        </Form>
      ) : settings.isError ? (
        <Alert
          type="error"
          showIcon
          title="Não foi possível carregar a distribuição automática."
          action={
            <Button size="small" onClick={() => settings.refetch()}>
              Tentar novamente
            </Button>
          }
        />
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </Card>
  );
}
