import { QR_CODE_LOCK_SECONDS, type Integration } from '@balcao/contracts';
import { CheckCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { ApiRequestError, toast, useCountdown, useRealtimeEvent, useSession } from '@balcao/ui';
import { Button, Col, Flex, QRCode, Row, theme, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { formatDuration } from '../../../lib/format-duration';
import { connectIntegration } from '../api/connect-integration';
import { getIntegrationStatus } from '../api/get-integration-status';
import { useIntegrations } from '../api/get-integrations';
import { isConnected } from '../lib/integration-status';
import { INTEGRATION_MESSAGES } from '../lib/qr-instructions';
import { QrInstructions } from './QrInstructions';

interface IntegrationQrStepProps {
  integration: Pick<Integration, 'id' | 'name'>;
  /** The QR content the server issued. */
  qrcode: string;
  /** Called once, when the device is paired (checked by the button or heard live). */
  onConnected: () => void;
}

/**
 * The QR step (spec 1 §4, spec 3 §2.4): instructions, the code, a 120-second lock before a new
 * code can be asked for, and 'Já li o QR Code' to check the pairing.
 */
export function IntegrationQrStep({ integration, qrcode: initialQrCode, onConnected }: IntegrationQrStepProps) {
  const { token } = theme.useToken();
  const { inboxId } = useSession();
  const [qrcode, setQrcode] = useState(initialQrCode);
  const { secondsLeft, restart } = useCountdown(QR_CODE_LOCK_SECONDS);
  const [checking, setChecking] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  const done = useRef(false);

  const finish = () => {
    if (done.current) return;
    done.current = true;
    onConnected();
  };

  // The channel renews the QR code while pairing (WhatsApp every ~20 s): show the new one at once.
  useRealtimeEvent('conversation:list:update', (update) => {
    if (update.kind === 'integration-qrcode' && update.integrationId === integration.id) setQrcode(update.qrcode);
  });

  // The device list follows realtime status frames: pairing on the phone finishes this step too.
  const devices = useIntegrations(inboxId);
  const live = devices.data?.find((device) => device.id === integration.id);
  const pairedLive = Boolean(live && isConnected(live));
  useEffect(() => {
    if (pairedLive) finish();
    // `finish` runs at most once (ref); only the live status decides when.
  }, [pairedLive]);

  const check = async () => {
    setChecking(true);
    try {
      const { status } = await getIntegrationStatus(integration.id);
      if (status === 'connected') finish();
      else toast.warning(INTEGRATION_MESSAGES.notScanned.title, INTEGRATION_MESSAGES.notScanned.description);
    } catch {
      toast.error(INTEGRATION_MESSAGES.checkFailed, 'Tente novamente em instantes.');
    } finally {
      setChecking(false);
    }
  };

  const regenerate = async () => {
    setRegenerating(true);
    try {
      const issued = await connectIntegration(integration.id);
      if (!issued.qrcode) throw new Error('QR Code vazio');
      setQrcode(issued.qrcode);
      restart(QR_CODE_LOCK_SECONDS);
    } catch (error) {
      toast.error(INTEGRATION_MESSAGES.qrFailed, error instanceof ApiRequestError ? error.message : 'Tente novamente mais tarde');
    } finally {
      setRegenerating(false);
    }
  };

  return (
    <Row gutter={[32, 24]} align="top">
      <Col xs={24} md={13}>
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            Conecte o WhatsApp de <Typography.Text strong>{integration.name}</Typography.Text> lendo o QR Code com o celular do
            escritório.
          </Typography.Text>
          <QrInstructions />
        </Flex>
      </Col>
      <Col xs={24} md={11}>
        <Flex vertical align="center" gap={12}>
          <div
            data-testid="integration-qrcode"
            data-qrcode={qrcode}
            style={{ padding: 12, borderRadius: token.borderRadiusLG, background: '#fff', border: `1px solid ${token.colorBorderSecondary}` }}
          >
            <QRCode value={qrcode} size={224} bordered={false} color="#000000" bgColor="#ffffff" type="svg" />
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12, minHeight: 20 }} aria-live="polite">
            {secondsLeft > 0 ? `Você poderá gerar um novo QR Code em ${formatDuration(secondsLeft)}` : 'Se o código expirou, gere um novo.'}
          </Typography.Text>
          <Flex gap={8} wrap justify="center">
            <Button icon={<ReloadOutlined />} disabled={secondsLeft > 0} loading={regenerating} onClick={() => void regenerate()}>
              Gerar novo QR Code
            </Button>
            <Button type="primary" icon={<CheckCircleOutlined />} loading={checking} onClick={() => void check()}>
              Já li o QR Code
            </Button>
          </Flex>
        </Flex>
      </Col>
    </Row>
  );
}
