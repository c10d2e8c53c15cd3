import { theme } from 'antd';
import { DEVICE_STATE_LABELS, deviceStateOf } from '../lib/integration-status';

/** Green when the device is connected, red when not, amber while pairing. */
export function ConnectionDot({ status, size = 8 }: { status: string; size?: number }) {
  const { token } = theme.useToken();
  const state = deviceStateOf(status);
  const colour = state === 'connected' ? token.colorSuccess : state === 'disconnected' ? token.colorError : token.colorWarning;
  return (
    <span
      role="img"
      aria-label={DEVICE_STATE_LABELS[state]}
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        background: colour,
        boxShadow: `0 0 0 2px ${token.colorBgContainer}`,
        flexShrink: 0,
      }}
    />
  );
}
