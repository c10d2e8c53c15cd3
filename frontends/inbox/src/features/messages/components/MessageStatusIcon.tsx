import type { MessageStatus } from '@balcao/contracts';
import { CheckOutlined, ClockCircleOutlined, ExclamationCircleFilled } from '@ant-design/icons';
import { theme, Tooltip } from 'antd';

const LABELS: Record<MessageStatus, string> = {
  PENDING: 'Enviando',
  SENT: 'Enviada',
  DELIVERED: 'Entregue',
  READ: 'Lida',
  FAILED: 'Não enviada',
};

/** Two overlapping checks, as the channel shows delivered and read. */
function DoubleCheck({ colour }: { colour: string }) {
  return (
    <span style={{ position: 'relative', display: 'inline-block', width: 18, color: colour }}>
      <CheckOutlined />
      <CheckOutlined style={{ position: 'absolute', left: 5, top: 0, bottom: 0, display: 'inline-flex', alignItems: 'center' }} />
    </span>
  );
}

/** Delivery ticks of an outbound message (clock, ✓, ✓✓, blue ✓✓, red alert). */
export function MessageStatusIcon({ status }: { status: MessageStatus }) {
  const { token } = theme.useToken();
  const muted = token.colorTextTertiary;
  const icon =
    status === 'PENDING' ? (
      <ClockCircleOutlined style={{ color: muted }} />
    ) : status === 'SENT' ? (
      <CheckOutlined style={{ color: muted }} />
    ) : status === 'DELIVERED' ? (
      <DoubleCheck colour={muted} />
    ) : status === 'READ' ? (
      <DoubleCheck colour={token.colorInfo} />
    ) : (
      <ExclamationCircleFilled style={{ color: token.colorError }} />
    );
  return (
    <Tooltip title={LABELS[status]}>
      <span role="img" aria-label={LABELS[status]} data-status={status} style={{ fontSize: 12, display: 'inline-flex' }}>
        {icon}
      </span>
    </Tooltip>
  );
}
