import { Flex, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import type { OnboardingStep } from './onboarding-steps';

const ITEMS: { label: string; doneFrom: OnboardingStep }[] = [
  { label: 'Número de WhatsApp do escritório', doneFrom: 3 },
  { label: 'Confirmação do número', doneFrom: 4 },
  { label: 'Dados do escritório', doneFrom: 5 as OnboardingStep },
];

/** Right 40 % of onboarding (spec 1 §2). */
export function OnboardingBanner({ step }: { step: OnboardingStep }) {
  return (
    <Flex
      vertical
      justify="center"
      gap={32}
      style={{
        width: '40%',
        minHeight: '100vh',
        position: 'sticky',
        top: 0,
        padding: '48px 56px',
        color: '#fff',
        background: 'linear-gradient(160deg, #0296F9 0%, #0166b3 50%, #06345c 100%)',
      }}
    >
      <Flex vertical gap={12}>
        <Typography.Title level={2} style={{ color: '#fff', margin: 0 }}>
          Falta pouco para o seu escritório começar a atender pelo Balcão.
        </Typography.Title>
        <Typography.Text style={{ color: 'rgba(255,255,255,0.82)', fontSize: 16 }}>
          Configure o essencial agora; integrações, equipe e fluxos ficam para depois.
        </Typography.Text>
      </Flex>
      <Flex vertical gap={16}>
        {ITEMS.map((item) => {
          const done = step >= item.doneFrom;
          return (
            <Flex key={item.label} align="center" gap={12}>
              <CheckCircleFilled style={{ fontSize: 20, color: done ? '#fff' : 'rgba(255,255,255,0.35)' }} />
              <Typography.Text style={{ color: done ? '#fff' : 'rgba(255,255,255,0.75)', fontSize: 15 }}>
                {item.label}
              </Typography.Text>
            </Flex>
          );
        })}
      </Flex>
    </Flex>
  );
}
