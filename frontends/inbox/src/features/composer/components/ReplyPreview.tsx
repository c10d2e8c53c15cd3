import type { Message } from '@balcao/contracts';
import { CloseOutlined, RollbackOutlined } from '@ant-design/icons';
import { Button, Flex, theme, Typography } from 'antd';
import { messagePreviewText } from '../../messages/lib/message-rules';

/** 'Respondendo a …' above the text box until the reply is sent or dropped. */
export function ReplyPreview({ message, senderLabel, onCancel }: { message: Message; senderLabel: string; onCancel: () => void }) {
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      gap={10}
      data-testid="reply-preview"
      style={{
        padding: '6px 4px 6px 12px',
        borderRadius: token.borderRadius,
        borderInlineStart: `3px solid ${token.colorPrimary}`,
        background: token.colorFillQuaternary,
      }}
    >
      <RollbackOutlined style={{ color: token.colorPrimary }} aria-hidden />
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong style={{ fontSize: 12, color: token.colorPrimaryText }}>
          Respondendo a {senderLabel}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
          {messagePreviewText(message)}
        </Typography.Text>
      </Flex>
      <Button type="text" size="small" icon={<CloseOutlined />} aria-label="Cancelar resposta" onClick={onCancel} />
    </Flex>
  );
}
