import { Flex, Spin, Typography, theme } from 'antd';
import { BalcaoLogo } from './BalcaoLogo';

interface LoadingSplashProps {
  tip?: string;
  /** Fill the viewport (app start) or just the parent (a page area). */
  fullScreen?: boolean;
}

export function LoadingSplash({ tip = 'Carregando...', fullScreen = true }: LoadingSplashProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={20}
      role="status"
      aria-live="polite"
      style={{
        minHeight: fullScreen ? '100vh' : 320,
        width: '100%',
        background: fullScreen ? token.colorBgLayout : undefined,
      }}
    >
      <BalcaoLogo height={40} />
      <Spin size="large" />
      <Typography.Text type="secondary">{tip}</Typography.Text>
    </Flex>
  );
}
