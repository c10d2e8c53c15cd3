import { useState } from 'react';
import { Button, Flex, Form, Typography } from 'antd';
import { WhatsAppOutlined } from '@ant-design/icons';
import { messages } from '@balcao/contracts';
import { toast } from '@balcao/ui';
import { PhoneInput } from '../lib/PhoneInput';
import { sendPhoneVerification, type SendCodeResult } from './onboarding-api';
import { isPhoneComplete } from './onboarding-steps';

interface Props {
  phone: string;
  onPhoneChange: (value: string) => void;
  onBack: () => void;
  onSent: (result: SendCodeResult) => void;
}

/** Step 2: the office WhatsApp number, then a verification code is sent to it. */
export function StepPhone({ phone, onPhoneChange, onBack, onSent }: Props) {
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!isPhoneComplete(phone)) {
      toast.error(messages.phoneRequired);
      return;
    }
    setSending(true);
    try {
      const result = await sendPhoneVerification(phone);
      if (result === 'sent') toast.success('Código de confirmação enviado com sucesso');
      onSent(result);
    } catch {
      toast.error('Erro ao enviar código de confirmação', 'Por favor, recarregue a página e tente novamente');
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Qual é o número de WhatsApp do escritório?
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Vamos enviar um código de 6 dígitos para confirmar que o número é seu.
        </Typography.Paragraph>
      </div>
      <Form layout="vertical" requiredMark={false} onFinish={send} size="large">
        <Form.Item label="WhatsApp do escritório" style={{ maxWidth: 360 }}>
          <PhoneInput
            prefix={<WhatsAppOutlined />}
            value={phone}
            onChange={onPhoneChange}
            autoFocus
            aria-label="WhatsApp do escritório"
          />
        </Form.Item>
        <Flex gap={12}>
          <Button onClick={onBack} disabled={sending}>
            Voltar
          </Button>
          <Button type="primary" htmlType="submit" loading={sending}>
            Enviar código
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
