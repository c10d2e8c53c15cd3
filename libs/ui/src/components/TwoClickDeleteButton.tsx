import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Tooltip, type ButtonProps } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';

/** Spec 3 §9: the first click arms the button for 3 seconds. */
export const DELETE_ARM_MS = 3000;

export interface TwoClickDeleteButtonProps {
  onConfirm: () => unknown | Promise<unknown>;
  /** Text of the idle button; icon-only when omitted. */
  children?: ReactNode;
  tooltip?: string;
  disabled?: boolean;
  size?: ButtonProps['size'];
  block?: boolean;
}

export function TwoClickDeleteButton({
  onConfirm,
  children,
  tooltip = 'Excluir',
  disabled = false,
  size,
  block,
}: TwoClickDeleteButtonProps) {
  const [armed, setArmed] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  const handleClick = async (event: React.MouseEvent) => {
    event.stopPropagation();
    if (!armed) {
      setArmed(true);
      timer.current = window.setTimeout(() => setArmed(false), DELETE_ARM_MS);
      return;
    }
    window.clearTimeout(timer.current);
    setArmed(false);
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const button = (
    <Button
      danger
      type={armed ? 'primary' : children ? 'default' : 'text'}
      icon={<DeleteOutlined />}
      onClick={handleClick}
      loading={busy}
      disabled={disabled}
      size={size}
      block={block}
      aria-label={armed ? 'Confirmar exclusão' : tooltip}
    >
      {armed ? 'Confirmar?' : children}
    </Button>
  );

  if (armed || children) return button;
  return <Tooltip title={tooltip}>{button}</Tooltip>;
}
