import type { ReactNode } from 'react';
import { Button, Flex, Layout, Tooltip, Typography, theme } from 'antd';
import {
  MessageOutlined,
  MoonOutlined,
  RobotOutlined,
  FunnelPlotOutlined,
  SunOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { BalcaoLogo, useIsMobile, useThemeMode } from '@balcao/ui';

interface AuthLayoutProps {
  /** The module-dependent prompt of the top bar (spec 1 §2), e.g. 'Já utiliza o Balcão?'. */
  prompt?: string;
  action: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

const HIGHLIGHTS = [
  {
    icon: <MessageOutlined />,
    title: 'WhatsApp do escritório em uma caixa compartilhada',
    text: 'Toda a equipe atende pelo mesmo número, com transferência e histórico de cada cliente.',
  },
  {
    icon: <FunnelPlotOutlined />,
    title: 'Leads organizados em funis',
    text: 'Acompanhe cada potencial cliente do primeiro contato até a contratação.',
  },
  {
    icon: <RobotOutlined />,
    title: 'Agentes de IA e fluxos de atendimento',
    text: 'Respostas automáticas fora do expediente e consulta do andamento processual pelo WhatsApp.',
  },
];

function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? 'Usar tema claro' : 'Usar tema escuro';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}

/** Public pages: the auth top bar and a centred form beside the product panel. */
export function AuthLayout({ prompt, action, title, subtitle, children }: AuthLayoutProps) {
  const { token } = theme.useToken();
  const isMobile = useIsMobile();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: isMobile ? '0 16px' : '0 32px',
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          lineHeight: 'normal',
        }}
      >
        <Link to="/home" aria-label="Balcão" style={{ display: 'inline-flex' }}>
          <BalcaoLogo height={30} />
        </Link>
        <Flex align="center" gap={isMobile ? 6 : 12}>
          {prompt && !isMobile && <Typography.Text type="secondary">{prompt}</Typography.Text>}
          {action}
          <ThemeToggle />
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ display: 'flex' }}>
        <Flex flex={1} align="center" justify="center" style={{ padding: isMobile ? '32px 16px' : 48 }}>
          <div style={{ width: '100%', maxWidth: 420 }}>
            <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 8 }}>
              {title}
            </Typography.Title>
            {subtitle && (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 28 }}>
                {subtitle}
              </Typography.Paragraph>
            )}
            {children}
          </div>
        </Flex>
        {!isMobile && (
          <Flex
            vertical
            justify="center"
            gap={28}
            style={{
              width: '42%',
              maxWidth: 640,
              padding: '48px 56px',
              color: '#fff',
              background: `linear-gradient(150deg, ${token.colorPrimary} 0%, #0166b3 55%, #06345c 100%)`,
            }}
          >
            <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
              O atendimento do seu escritório, em um só lugar.
            </Typography.Title>
            <Flex vertical gap={22}>
              {HIGHLIGHTS.map((item) => (
                <Flex key={item.title} gap={14} align="flex-start">
                  <span
                    style={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      width: 40,
                      height: 40,
                      borderRadius: 10,
                      background: 'rgba(255,255,255,0.16)',
                      fontSize: 18,
                      flexShrink: 0,
                    }}
                  >
                    {item.icon}
                  </span>
                  <Flex vertical gap={2}>
                    <Typography.Text strong style={{ color: '#fff', fontSize: 15 }}>
                      {item.title}
                    </Typography.Text>
                    <Typography.Text style={{ color: 'rgba(255,255,255,0.8)' }}>{item.text}</Typography.Text>
                  </Flex>
                </Flex>
              ))}
            </Flex>
          </Flex>
        )}
      </Layout.Content>
    </Layout>
  );
}
