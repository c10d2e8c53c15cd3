import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';

/** The devices could not be read: nothing of the inbox can be shown without them. */
export function DevicesLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title="Não foi possível carregar os dispositivos"
      extra={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          Tentar novamente
        </Button>
      }
    />
  );
}
