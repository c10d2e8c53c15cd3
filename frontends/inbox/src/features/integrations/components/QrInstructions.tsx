import { AndroidOutlined, AppleOutlined } from '@ant-design/icons';
import { Tabs, Typography } from 'antd';
import { QR_INSTRUCTIONS } from '../lib/qr-instructions';

function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20, display: 'flex', flexDirection: 'column', gap: 8 }}>
      {steps.map((step) => (
        <li key={step}>
          <Typography.Text>{step}</Typography.Text>
        </li>
      ))}
    </ol>
  );
}

/** How to link the office's WhatsApp, for Android and iPhone (spec 3 §2.4). */
export function QrInstructions() {
  return (
    <Tabs
      size="small"
      items={[
        { key: 'android', label: 'Android', icon: <AndroidOutlined />, children: <Steps steps={QR_INSTRUCTIONS.android} /> },
        { key: 'iphone', label: 'iPhone', icon: <AppleOutlined />, children: <Steps steps={QR_INSTRUCTIONS.iphone} /> },
      ]}
    />
  );
}
