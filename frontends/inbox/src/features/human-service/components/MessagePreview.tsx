import { Flex, theme, Typography } from 'antd';

/** What the client will read, drawn like an outgoing bubble. */
export function MessagePreview({ title, text }: { title: string; text: string }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={4} role="group" aria-label={title}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {title}
      </Typography.Text>
      <div
        data-testid="message-preview"
        style={{
          alignSelf: 'flex-end',
          maxWidth: '90%',
          padding: '8px 12px',
          borderRadius: 12,
          borderEndEndRadius: 4,
          background: token.colorPrimaryBg,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </div>
    </Flex>
  );
}
