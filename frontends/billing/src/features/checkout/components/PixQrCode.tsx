import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Input, Spin, Typography } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { COPIED_MS, toast } from '@balcao/ui';

/** The PIX QR image and its copy-paste code; 'Copiar' reads 'Copiado!' for 2 seconds (spec 3 §9). */
export function PixQrCode({ image, payload, waitingText }: { image: string; payload: string; waitingText: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(payload);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast.error('Não foi possível copiar', 'Selecione o código e copie manualmente.');
    }
  };

  return (
    <Flex vertical align="center" gap={16}>
      <img src={image} alt="QR Code do PIX" width={220} height={220} style={{ imageRendering: 'pixelated', borderRadius: 8, background: '#fff' }} />
      <Typography.Text type="secondary">Abra o app do seu banco, escolha pagar com PIX e leia o QR Code ou cole o código abaixo.</Typography.Text>
      <Flex gap={8} style={{ width: '100%' }}>
        <Input readOnly value={payload} aria-label="Código PIX copia e cola" onFocus={(event) => event.target.select()} />
        <Button type={copied ? 'default' : 'primary'} icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={copy}>
          {copied ? 'Copiado!' : 'Copiar'}
        </Button>
      </Flex>
      <Flex align="center" gap={8}>
        <Spin size="small" />
        <Typography.Text>{waitingText}</Typography.Text>
      </Flex>
    </Flex>
  );
}
