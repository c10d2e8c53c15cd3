import { ArrowDownOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** Shown when the reader is more than 800 px above the latest message (spec 1 §2). */
export function ScrollToBottomButton({ onClick }: { onClick: () => void }) {
  return (
    <Button
      shape="circle"
      size="large"
      icon={<ArrowDownOutlined />}
      aria-label="Ir para o fim da conversa"
      onClick={onClick}
      style={{ position: 'absolute', insetInlineEnd: 24, bottom: 16, zIndex: 3, boxShadow: '0 4px 12px rgba(0,0,0,0.15)' }}
    />
  );
}
