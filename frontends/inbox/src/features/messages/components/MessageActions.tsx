import { CopyOutlined, DeleteOutlined, DownOutlined, LinkOutlined, RollbackOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import type { MessageAction } from '../lib/message-rules';

interface MessageActionsProps {
  actions: readonly MessageAction[];
  onAction: (action: MessageAction) => void;
}

const ITEMS: Record<MessageAction, { label: string; icon: ReactNode; danger?: boolean }> = {
  copy: { label: 'Copiar', icon: <CopyOutlined /> },
  'copy-link': { label: 'Copiar Link', icon: <LinkOutlined /> },
  reply: { label: 'Responder', icon: <RollbackOutlined /> },
  delete: { label: 'Apagar', icon: <DeleteOutlined />, danger: true },
};

/** The message menu (spec 1 §2), revealed when the bubble is hovered or focused. */
export function MessageActions({ actions, onAction }: MessageActionsProps) {
  const [open, setOpen] = useState(false);
  if (actions.length === 0) return null;
  const items: MenuProps['items'] = actions.map((action) => ({ key: action, ...ITEMS[action] }));
  return (
    <div className="inbox-message-actions" data-open={open}>
      <Dropdown
        trigger={['click']}
        open={open}
        onOpenChange={setOpen}
        menu={{ items, onClick: ({ key }) => onAction(key as MessageAction) }}
      >
        <Button size="small" type="text" shape="circle" icon={<DownOutlined />} aria-label="Mais opções" />
      </Dropdown>
    </div>
  );
}
