import { FormOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { NewConversationModal } from './NewConversationModal';

interface NewConversationButtonProps {
  deviceId: string | undefined;
  onStarted: (conversationId: string) => void;
}

/** The list header's new-conversation control (spec 1 §2). */
export function NewConversationButton({ deviceId, onStarted }: NewConversationButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Nova conversa">
        <Button icon={<FormOutlined />} aria-label="Nova conversa" disabled={!deviceId} onClick={() => setOpen(true)} />
      </Tooltip>
      {open && deviceId && (
        <NewConversationModal
          deviceId={deviceId}
          onClose={() => setOpen(false)}
          onStarted={(id) => {
            setOpen(false);
            onStarted(id);
          }}
        />
      )}
    </>
  );
}
