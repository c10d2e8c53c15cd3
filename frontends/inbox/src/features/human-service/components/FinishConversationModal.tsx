import {
  EVALUATION_REQUEST_TEXT,
  FAST_MESSAGE_EMPTY_MESSAGE,
  FINISH_FAST_MESSAGE_REQUIRED_MESSAGE,
  type ConversationSummary,
  type FastMessage,
  type FinishMode,
} from '@balcao/contracts';
import { ModalOrDrawer, newIdempotencyKey, toast } from '@balcao/ui';
import { Alert, Button, Flex, Tabs, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { QuickReplyList } from '../../composer/components/QuickReplyList';
import { useQuickReplyFill } from '../../composer/hooks/use-quick-reply-fill';
import { useEndHumanSupport } from '../api/end-human-support';
import { useFinishConversation } from '../api/finish-conversation';
import { failureReasonOf } from '../lib/action-error';
import { FINISH_FAILED, FINISH_TABS } from '../lib/finish-modes';
import { MessagePreview } from './MessagePreview';

interface FinishConversationModalProps {
  conversation: Pick<ConversationSummary, 'id' | 'status' | 'person'>;
  onClose: () => void;
}

/**
 * 'Finalizar conversa' (spec 1 §4): just end it, send a quick reply and end it, or end it asking
 * the client for a 1–5 score. In human mode it also offers to leave human mode without closing.
 */
export function FinishConversationModal({ conversation, onClose }: FinishConversationModalProps) {
  const [mode, setMode] = useState<FinishMode>('end');
  const [reply, setReply] = useState<FastMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One key per opening: a retry after a lost answer does not send the goodbye twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const finish = useFinishConversation();
  const leave = useEndHumanSupport();
  const fill = useQuickReplyFill(conversation.person.name);
  const busy = finish.isPending || leave.isPending;

  const replyText = reply ? fill(reply.content) : '';
  const tab = FINISH_TABS.find((item) => item.mode === mode)!;

  const changeMode = (next: string) => {
    setMode(next as FinishMode);
    setError(null);
  };

  const submit = async () => {
    if (mode === 'quick-reply' && !reply) {
      setError(FINISH_FAST_MESSAGE_REQUIRED_MESSAGE);
      return;
    }
    if (mode === 'quick-reply' && !replyText) {
      setError(FAST_MESSAGE_EMPTY_MESSAGE);
      return;
    }
    try {
      await finish.mutateAsync({
        conversationId: conversation.id,
        body: mode === 'quick-reply' ? { mode, fastMessageId: reply!.id } : { mode },
        idempotencyKey,
      });
      toast.success('Conversa finalizada', tab.done);
      onClose();
    } catch (cause) {
      const reason = failureReasonOf(cause, FINISH_FAILED);
      setError(reason);
      toast.error('Erro ao finalizar conversa', reason);
    }
  };

  const leaveHumanMode = async () => {
    try {
      const summary = await leave.mutateAsync(conversation.id);
      toast.success(
        'Atendimento humano encerrado',
        summary.status === 'ROBOT_INTERACTIVE' ? 'A conversa voltou para a automação do dispositivo.' : 'A conversa continua aberta, aguardando atendimento.',
      );
      onClose();
    } catch {
      // The api client already showed the server's reason.
    }
  };

  const chooseReply = (chosen: FastMessage) => {
    setReply(chosen);
    setError(null);
  };

  const panels: Record<FinishMode, ReactNode> = {
    end: <Typography.Paragraph style={{ margin: 0 }}>A conversa será encerrada sem enviar mensagem de despedida ao cliente.</Typography.Paragraph>,
    'quick-reply': (
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">Escolha a mensagem de despedida. Ela é enviada ao cliente e, em seguida, a conversa é encerrada.</Typography.Text>
        <QuickReplyList fill={fill} onChoose={chooseReply} selectedId={reply?.id ?? null} maxHeight={220} />
        {reply && <MessagePreview title={`Prévia: ${reply.title}`} text={replyText || FAST_MESSAGE_EMPTY_MESSAGE} />}
      </Flex>
    ),
    evaluation: (
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          O cliente recebe o pedido abaixo e a conversa é encerrada. A nota de 1 a 5 que ele responder dentro do prazo de avaliação do
          workspace (Configurações › Atendimento) fica registrada na conversa, sem reabri-la.
        </Typography.Text>
        <MessagePreview title="Mensagem enviada ao cliente" text={EVALUATION_REQUEST_TEXT} />
      </Flex>
    ),
  };

  return (
    <ModalOrDrawer
      open
      title="Finalizar conversa"
      onClose={onClose}
      closable={!busy}
      footer={
        <Flex justify="space-between" align="center" gap={8} wrap>
          {conversation.status === 'HUMAN_INTERACTIVE' ? (
            <Tooltip title="Sai do atendimento humano sem encerrar: a conversa volta para a IA ou o fluxo do dispositivo, ou fica aguardando atendimento.">
              <Button type="link" onClick={() => void leaveHumanMode()} loading={leave.isPending} disabled={finish.isPending} style={{ paddingInline: 0 }}>
                Sair do atendimento humano
              </Button>
            </Tooltip>
          ) : (
            <span />
          )}
          <Flex gap={8}>
            <Button onClick={onClose} disabled={busy}>
              Cancelar
            </Button>
            <Button type="primary" onClick={() => void submit()} loading={finish.isPending} disabled={leave.isPending}>
              {tab.action}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Tabs
        activeKey={mode}
        onChange={changeMode}
        items={FINISH_TABS.map((item) => ({ key: item.mode, label: item.label, children: panels[item.mode] }))}
      />
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginTop: 12 }} />}
    </ModalOrDrawer>
  );
}
