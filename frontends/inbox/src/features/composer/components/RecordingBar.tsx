import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, theme, Tooltip, Typography } from 'antd';
import { formatDuration } from '../../../lib/format-duration';

interface RecordingBarProps {
  elapsedSeconds: number;
  onCancel: () => void;
  onStop: () => void;
}

/** While recording: a pulsing dot with the timer, cancel, and stop to review. */
export function RecordingBar({ elapsedSeconds, onCancel, onStop }: RecordingBarProps) {
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={12} style={{ flex: 1, minHeight: 40 }} role="status" aria-label="Gravando áudio">
      <Tooltip title="Cancelar gravação">
        <Button type="text" danger icon={<DeleteOutlined />} aria-label="Cancelar gravação" onClick={onCancel} />
      </Tooltip>
      <span
        className="inbox-recording-dot"
        style={{ width: 10, height: 10, borderRadius: '50%', background: token.colorError, flexShrink: 0 }}
        aria-hidden
      />
      <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDuration(elapsedSeconds)}</Typography.Text>
      <Typography.Text type="secondary" style={{ flex: 1 }}>
        Gravando…
      </Typography.Text>
      <Tooltip title="Concluir gravação">
        <Button shape="circle" type="primary" icon={<CheckOutlined />} aria-label="Concluir gravação" onClick={onStop} />
      </Tooltip>
    </Flex>
  );
}
