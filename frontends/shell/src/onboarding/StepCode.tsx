import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import { messages, VERIFICATION_RESEND_SECONDS } from '@balcao/contracts';
import { toast, useCountdown } from '@balcao/ui';
import { confirmCode, sendPhoneVerification } from './onboarding-api';
import { CODE_LENGTH } from './onboarding-steps';

interface Props {
  phone: string;
  /** The countdown of the code just sent. */
  countdown: ReturnType<typeof useCountdown>;
  onBack: () => void;
  onVerified: () => void;
}

/** Step 3: the 6-digit code, checked as soon as it is complete (spec 1 §5). */
export function StepCode({ phone, countdown, onBack, onVerified }: Props) {
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);
  const { secondsLeft, restart } = countdown;

  const check = async (value: string) => {
    if (value.length !== CODE_LENGTH) {
      toast.error(messages.codeRequired);
      return;
    }
    setChecking(true);
    try {
      await confirmCode(value);
      toast.success('WhatsApp verificado com sucesso!');
      onVerified();
    } catch {
      // The API's message ('Código inválido ou expirado') was already shown; let them type again.
      setCode('');
    } finally {
      setChecking(false);
    }
  };

  const resend = async () => {
    if (secondsLeft > 0) {
      toast.warning('Aguarde para reenviar o código', `Você poderá reenviar em ${secondsLeft} segundos`);
      return;
    }
    if (!phone) {
      onBack();
      return;
    }
    setResending(true);
    try {
      const result = await sendPhoneVerification(phone);
      if (result === 'already-verified') {
        onVerified();
        return;
      }
      toast.success('Código de confirmação enviado com sucesso');
      restart(VERIFICATION_RESEND_SECONDS);
    } catch {
      toast.error('Erro ao enviar código de confirmação', 'Por favor, recarregue a página e tente novamente');
    } finally {
      setResending(false);
    }
  };

  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          Digite o código de confirmação
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Enviamos um código de 6 dígitos para o WhatsApp <Typography.Text strong>{phone}</Typography.Text>.
        </Typography.Paragraph>
      </div>
      <Input.OTP
        length={CODE_LENGTH}
        size="large"
        value={code}
        disabled={checking}
        formatter={(value) => value.replace(/\D/g, '')}
        onInput={(cells) => setCode(cells.join(''))}
        onChange={(value) => {
          setCode(value);
          void check(value);
        }}
        aria-label="Código de confirmação"
      />
      <Flex align="center" gap={8} wrap>
        <Typography.Text type="secondary">Não recebeu?</Typography.Text>
        <Button
          type="link"
          onClick={resend}
          loading={resending}
          style={{ padding: 0, height: 'auto', opacity: secondsLeft > 0 ? 0.55 : 1 }}
        >
          Reenviar código
        </Button>
        {secondsLeft > 0 && (
          <Typography.Text type="secondary">Você poderá reenviar em {secondsLeft} segundos</Typography.Text>
        )}
      </Flex>
      <Flex gap={12}>
        <Button onClick={onBack} disabled={checking}>
          Voltar
        </Button>
        <Button type="primary" loading={checking} onClick={() => check(code)}>
          Confirmar código
        </Button>
      </Flex>
    </Flex>
  );
}
