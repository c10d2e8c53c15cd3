import { Button, Flex, Typography } from 'antd';
import { WhatsAppOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Plan, SupportContacts } from '@balcao/contracts';
import { api, ModalOrDrawer, useSession } from '@balcao/ui';

/**
 * Shown instead of checkout when a paid subscription is active (spec 3 §2.2): a plan change is
 * arranged with the team over WhatsApp, with the request prefilled.
 */
export function ChangePlanModal({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { user } = useSession();
  const contacts = useQuery({
    queryKey: ['support', 'contacts'],
    queryFn: ({ signal }) => api.get<SupportContacts>('/support/contacts', undefined, { signal, silent: true }),
    staleTime: Infinity,
    enabled: Boolean(plan),
  }).data;
  const text = plan ? `Olá! Sou ${user.name}, do escritório ${user.office.name}, e quero mudar minha assinatura para o ${plan.title}.` : '';
  return (
    <ModalOrDrawer open={Boolean(plan)} onClose={onClose} title="Alterar plano" size="sm">
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Sua assinatura está ativa. Para mudar para o {plan?.title}, fale com o nosso time: ajustamos o plano e a cobrança sem que você perca nenhum dado.
        </Typography.Paragraph>
        <Button
          type="primary"
          icon={<WhatsAppOutlined />}
          disabled={!contacts}
          href={contacts ? `https://wa.me/${contacts.whatsappNumber}?text=${encodeURIComponent(text)}` : undefined}
          target="_blank"
          rel="noopener noreferrer"
        >
          Falar no WhatsApp
        </Button>
      </Flex>
    </ModalOrDrawer>
  );
}
