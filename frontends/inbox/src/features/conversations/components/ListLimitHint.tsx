import { InfoCircleOutlined } from '@ant-design/icons';
import { Flex, theme, Typography } from 'antd';
import { LIST_LIMIT_HINT } from '../lib/conversation-filters';

/** Shown when exactly 100 conversations came back: there may be more (spec 1 §2). */
export function ListLimitHint() {
  const { token } = theme.useToken();
  return (
    <Flex
      role="note"
      gap={8}
      style={{
        margin: '8px 16px 12px',
        padding: '8px 12px',
        borderRadius: token.borderRadius,
        background: token.colorFillQuaternary,
      }}
    >
      <InfoCircleOutlined style={{ color: token.colorTextTertiary, marginTop: 3 }} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {LIST_LIMIT_HINT}
      </Typography.Text>
    </Flex>
  );
}
