import { FAST_MESSAGE_REQUIRED_MESSAGE, FAST_MESSAGE_TITLE_MAX_LENGTH, fillFastMessagePlaceholders, type FastMessage } from '@balcao/contracts';
import { ModalOrDrawer, toast, useSession } from '@balcao/ui';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { TagSelect } from '../../tags/components/TagSelect';
import { useIdempotencyKey } from '../../tags/hooks/use-idempotency-key';
import { useCreateFastMessage } from '../api/create-fast-message';
import { useUpdateFastMessage } from '../api/update-fast-message';
import {
  initialQuickReplyValues,
  isQuickReplyComplete,
  toCreateFastMessageBody,
  toUpdateFastMessageBody,
  type QuickReplyFormValues,
} from '../lib/quick-reply-form';
import { ContentEditor } from './ContentEditor';

type Props = {
  /** The reply being edited; none to create one. */
  reply?: FastMessage | null;
  onClose: () => void;
};

/** A sample client, to show how the placeholders read. */
const SAMPLE_CLIENT = 'Maria Oliveira';

/** What the client would receive, placeholders filled with a sample client and the signed-in attendant. */
function FilledPreview() {
  const { user } = useSession();
  const content = Form.useWatch<string | undefined>('content');
  if (!content?.trim()) return null;
  return (
    <Flex vertical gap={4} style={{ marginTop: -8, marginBottom: 16 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Como o cliente verá (exemplo com {SAMPLE_CLIENT}):
      </Typography.Text>
      <Typography.Paragraph
        style={{ whiteSpace: 'pre-wrap', margin: 0, padding: '8px 12px', borderRadius: 8, background: 'rgba(2, 150, 249, 0.06)' }}
      >
        {fillFastMessagePlaceholders(content, { clientName: SAMPLE_CLIENT, attendantName: user.name })}
      </Typography.Paragraph>
    </Flex>
  );
}

/** Create/edit quick reply (spec 1 §3, §5, §8); also opened from the shell's add menu. */
export function QuickReplyFormModal({ reply, onClose }: Props) {
  const [form] = Form.useForm<QuickReplyFormValues>();
  const { inboxId } = useSession();
  const createReply = useCreateFastMessage();
  const updateReply = useUpdateFastMessage();
  const idempotencyKey = useIdempotencyKey();
  const saving = createReply.isPending || updateReply.isPending;

  const handleFinish = async (values: QuickReplyFormValues) => {
    if (!isQuickReplyComplete(values)) {
      toast.error(FAST_MESSAGE_REQUIRED_MESSAGE);
      return;
    }
    if (reply) {
      try {
        await updateReply.mutateAsync({ id: reply.id, body: toUpdateFastMessageBody(values) });
        toast.success('Resposta atualizada');
        onClose();
      } catch {
        toast.error('Erro', 'Não foi possível atualizar a resposta');
      }
      return;
    }
    try {
      await createReply.mutateAsync({ body: toCreateFastMessageBody(values, inboxId), idempotencyKey: idempotencyKey.current() });
      toast.success('Resposta criada');
      onClose();
    } catch (error) {
      idempotencyKey.afterError(error);
      toast.error('Erro', 'Não foi possível criar a resposta');
    }
  };

  return (
    <ModalOrDrawer
      open
      title={reply ? 'Editar resposta rápida' : 'Adicionar resposta rápida'}
      onClose={onClose}
      closable={!saving}
      size="lg"
    >
      <Form<QuickReplyFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialQuickReplyValues(reply)}
        onFinish={handleFinish}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="title" label="Título">
          <Input autoFocus maxLength={FAST_MESSAGE_TITLE_MAX_LENGTH} placeholder="Ex.: Boas-vindas" />
        </Form.Item>
        <Form.Item name="content" label="Conteúdo">
          <ContentEditor />
        </Form.Item>
        <FilledPreview />
        <Form.Item name="tagId" label="Etiquetas (Opcional)">
          <TagSelect module="fast-messages" current={reply?.tags} />
        </Form.Item>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Salvar
          </Button>
        </Flex>
      </Form>
    </ModalOrDrawer>
  );
}
