import type { ConversationSummary } from '@balcao/contracts';
import { CustomerServiceOutlined, LogoutOutlined } from '@ant-design/icons';
import { useIsMobile } from '@balcao/ui';
import { Button, Tooltip } from 'antd';
import { useHumanSupport } from '../hooks/use-human-support';

/** 'Iniciar atendimento humano' / 'Encerrar atendimento humano' (spec 1 §2, §4). */
export function HumanSupportButton({ conversation }: { conversation: Pick<ConversationSummary, 'id' | 'status'> }) {
  const { toggle, busy, isHuman } = useHumanSupport(conversation);
  const isMobile = useIsMobile();
  const label = isHuman ? 'Encerrar atendimento humano' : 'Iniciar atendimento humano';
  return (
    <Tooltip title={isHuman ? 'Devolve a conversa à automação do dispositivo.' : 'O fluxo não é iniciado durante o atendimento humano.'}>
      <Button
        type={isHuman ? 'default' : 'primary'}
        icon={isHuman ? <LogoutOutlined /> : <CustomerServiceOutlined />}
        loading={busy}
        onClick={() => void toggle()}
        aria-label={label}
      >
        {isMobile ? undefined : label}
      </Button>
    </Tooltip>
  );
}
