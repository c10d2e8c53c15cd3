import type { ConversationSummary } from '@balcao/contracts';
import { SwapOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { TransferModal } from './TransferModal';

interface TransferButtonProps {
  conversation: Pick<ConversationSummary, 'id' | 'status' | 'user'>;
  /** Icon only, where the header has no room for the label (the tooltip still names it). */
  iconOnly?: boolean;
}

/** 'Transferir' in the header, offered only in human attendance (spec 1 §4). */
export function TransferButton({ conversation, iconOnly = false }: TransferButtonProps) {
  const [open, setOpen] = useState(false);
  if (conversation.status !== 'HUMAN_INTERACTIVE') return null;
  return (
    <>
      <Tooltip title="Transferir o atendimento para outro atendente">
        <Button icon={<SwapOutlined />} aria-label="Transferir" onClick={() => setOpen(true)}>
          {iconOnly ? undefined : 'Transferir'}
        </Button>
      </Tooltip>
      {open && <TransferModal conversation={conversation} onClose={() => setOpen(false)} />}
    </>
  );
}
