import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';

export interface LoadFailedProps {
  /** What could not be loaded, as the user reads it ('Não foi possível carregar as notas.'). */
  message: string;
  onRetry: () => void;
  /** On one line beside the button (a toolbar, a filter row) instead of above it. */
  inline?: boolean;
}

/** A small section whose data failed to load: what failed and 'Tentar novamente'. */
export function LoadFailed({ message, onRetry, inline = false }: LoadFailedProps) {
  return (
    <Flex vertical={!inline} align={inline ? 'center' : 'flex-start'} gap={8} wrap={inline}>
      <Typography.Text type="secondary">{message}</Typography.Text>
      <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
        Tentar novamente
      </Button>
    </Flex>
  );
}
