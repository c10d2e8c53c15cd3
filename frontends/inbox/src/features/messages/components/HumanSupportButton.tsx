import type { ConversationSummary } from '@balcao/contracts';
import { CheckCircleOutlined, CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { FinishConversationModal } from '../../human-service/components/FinishConversationModal';
import { useHumanSupport } from '../hooks/use-human-support';

/** Spec 1 §4: the tooltip says that the flow does not start during human attendance. */
const FLOW_PAUSED = 'Durante o atendimento humano, o fluxo de atendimento não é iniciado.';

/**
 * The human-mode toggle (spec 1 §2, §4): 'Iniciar atendimento humano' takes the conversation;
 * in human mode 'Encerrar atendimento humano' opens the finish-conversation modal.
 */
export function HumanSupportButton({
  conversation,
  iconOnly = false,
}: {
  conversation: Pick<ConversationSummary, 'id' | 'status' | 'person'>;
  /** Icon only, where the header has no room for the label (the tooltip still says what it does). */
  iconOnly?: boolean;
}) {
  const { toggle, busy, isHuman, finishOpen, closeFinish } = useHumanSupport(conversation);
  const label = isHuman ? 'Encerrar atendimento humano' : 'Iniciar atendimento humano';
  return (
    <>
      <Tooltip title={isHuman ? `Finalize a conversa ou saia do atendimento humano. ${FLOW_PAUSED}` : `Você assume a conversa. ${FLOW_PAUSED}`}>
        <Button
          type={isHuman ? 'default' : 'primary'}
          icon={isHuman ? <CheckCircleOutlined /> : <CustomerServiceOutlined />}
          loading={busy}
          onClick={() => void toggle()}
          aria-label={label}
        >
          {iconOnly ? undefined : label}
        </Button>
      </Tooltip>
      {finishOpen && <FinishConversationModal conversation={conversation} onClose={closeFinish} />}
    </>
  );
}
