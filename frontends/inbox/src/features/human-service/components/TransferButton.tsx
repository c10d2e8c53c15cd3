import type { ConversationSummary } from '@balcao/contracts';
import { SwapOutlined } from '@ant-design/icons';
import { useIsMobile } from '@balcao/ui';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { TransferModal } from './TransferModal';

/** 'Transferir' in the header, offered only in human attendance (spec 1 §4). */
export function TransferButton({ conversation }: { conversation: Pick<ConversationSummary, 'id' | 'status' | 'user'> }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  if (conversation.status !== 'HUMAN_INTERACTIVE') return null;
  return (
    <>
      <Tooltip title="Transferir o atendimento para outro atendente">
        <Button icon={<SwapOutlined />} aria-label="Transferir" onClick={() => setOpen(true)}>
          {isMobile ? undefined : 'Transferir'}
        </Button>
      </Tooltip>
      {open && <TransferModal conversation={conversation} onClose={() => setOpen(false)} />}
    </>
  );
}
