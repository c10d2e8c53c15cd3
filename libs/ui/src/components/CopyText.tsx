import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { toast } from '../toast/toast';

/** Spec 3 §9: the copy confirmation lasts 2 seconds. */
export const COPIED_MS = 2000;

export interface CopyTextProps {
  text: string;
  /** What to show instead of the raw text (e.g. a formatted phone). */
  display?: ReactNode;
  ellipsis?: boolean;
}

export function CopyText({ text, display, ellipsis = false }: CopyTextProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast.error('Não foi possível copiar', 'Seu navegador bloqueou o acesso à área de transferência.');
    }
  };

  return (
    <Flex align="center" gap={4} style={{ minWidth: 0 }}>
      <Typography.Text ellipsis={ellipsis ? { tooltip: text } : false} style={{ minWidth: 0 }}>
        {display ?? text}
      </Typography.Text>
      <Tooltip title={copied ? 'Copiado!' : 'Copiar'}>
        <Button
          type="text"
          size="small"
          aria-label={copied ? 'Copiado!' : 'Copiar'}
          icon={copied ? <CheckOutlined style={{ color: 'var(--ant-color-success, #52c41a)' }} /> : <CopyOutlined />}
          onClick={copy}
        />
      </Tooltip>
      {copied && (
        <Typography.Text type="success" style={{ fontSize: 12 }}>
          Copiado!
        </Typography.Text>
      )}
    </Flex>
  );
}
