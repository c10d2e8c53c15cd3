import type { DetailsConversation } from './ConversationDetailsContent';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, theme, Typography } from 'antd';
import { ConversationDetailsContent } from './ConversationDetailsContent';
import { sideDrawerWidth } from './drawer-width';

/** The details column beside the messages. */
export const DETAILS_PANEL_WIDTH = 320;

interface ConversationDetailsPanelProps {
  conversation: DetailsConversation;
  open: boolean;
  /** Without room for a column, the panel is a drawer over the conversation. */
  asDrawer: boolean;
  onClose: () => void;
  onManageTags: () => void;
}

/** 'Dados da conversa' (spec 1 §2): a column right of the conversation, or a drawer where it does not fit. */
export function ConversationDetailsPanel({ conversation, open, asDrawer, onClose, onManageTags }: ConversationDetailsPanelProps) {
  const { token } = theme.useToken();
  const content = <ConversationDetailsContent conversation={conversation} onManageTags={onManageTags} />;

  if (asDrawer) {
    return (
      <Drawer open={open} onClose={onClose} placement="right" size={sideDrawerWidth()} title="Dados da conversa">
        {content}
      </Drawer>
    );
  }
  if (!open) return null;

  return (
    <aside
      aria-label="Dados da conversa"
      data-testid="conversation-details-panel"
      style={{
        width: DETAILS_PANEL_WIDTH,
        flexShrink: 0,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
      }}
    >
      <Flex align="center" justify="space-between" style={{ padding: '12px 12px 12px 20px', minHeight: 68, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Dados da conversa
        </Typography.Title>
        <Button type="text" icon={<CloseOutlined />} aria-label="Fechar dados da conversa" onClick={onClose} />
      </Flex>
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: 20 }}>{content}</div>
    </aside>
  );
}
