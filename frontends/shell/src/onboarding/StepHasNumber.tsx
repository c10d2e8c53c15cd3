import { useState } from 'react';
import { Alert, Button, Card, Flex, Typography, theme } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';

interface Props {
  onYes: () => void;
  /** 'Pretendo criar um novo número posteriormente': continue without a phone. */
  onSkipPhone: () => void;
}

/** Step 1 (spec 1 §2): does the office already have its own WhatsApp number? */
export function StepHasNumber({ onYes, onSkipPhone }: Props) {
  const { token } = theme.useToken();
  const [answeredNo, setAnsweredNo] = useState(false);

  const option = (label: string, hint: string, icon: React.ReactNode, onClick: () => void, active: boolean) => (
    <Card
      hoverable
      onClick={onClick}
      role="button"
      tabIndex={0}
      onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && onClick()}
      style={{ flex: 1, borderColor: active ? token.colorPrimary : undefined }}
      styles={{ body: { padding: 20 } }}
    >
      <Flex gap={12} align="flex-start">
        <span style={{ fontSize: 22, color: active ? token.colorPrimary : token.colorTextTertiary }}>{icon}</span>
        <Flex vertical gap={2}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {label}
          </Typography.Text>
          <Typography.Text type="secondary">{hint}</Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );

  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          O seu escritório já possui um número de WhatsApp próprio?
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          É por esse número que os seus clientes vão conversar com a equipe no Balcão.
        </Typography.Paragraph>
      </div>
      <Flex gap={16} wrap>
        {option('Sim', 'Já temos um número exclusivo do escritório.', <CheckCircleOutlined />, onYes, false)}
        {option(
          'Não',
          'Ainda não temos um número só para o escritório.',
          <CloseCircleOutlined />,
          () => setAnsweredNo(true),
          answeredNo,
        )}
      </Flex>
      {answeredNo && (
        <Alert
          type="warning"
          showIcon
          title="Você vai precisar de um número exclusivo"
          description={
            <Flex vertical gap={12}>
              <span>
                O Balcão atende pelo WhatsApp do escritório, e o número precisa ser usado apenas para isso. Você pode
                habilitar um novo chip ou o WhatsApp Business e conectá-lo depois em Integrações.
              </span>
              <Flex>
                <Button type="primary" onClick={onSkipPhone}>
                  Pretendo criar um novo número posteriormente
                </Button>
              </Flex>
            </Flex>
          }
        />
      )}
    </Flex>
  );
}
