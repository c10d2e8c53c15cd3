import { Button, Flex, Typography } from 'antd';
import { AppstoreOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { accessClosedNotice, type SubscriptionDetails } from '@balcao/contracts';
import { ModalOrDrawer, useSession } from '@balcao/ui';
import { useSupportContacts } from '../support/support-api';
import { daysLeft, SUBSCRIPTION_TAB_URL, trialBannerText } from './access-rules';

/** The user menu's upgrade (spec 1 §2): why, the plans, or a WhatsApp chat with a prefilled upgrade request. */
export function UpgradeModal({ details, open, onClose }: { details: SubscriptionDetails; open: boolean; onClose: () => void }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const contacts = useSupportContacts(open).data;
  const notice = accessClosedNotice(details);
  const why = notice?.title ?? (details.state === 'trial' && details.planEndIn !== null ? trialBannerText(daysLeft(details.planEndIn)) : null);
  const request = `Olá! Sou ${user.name}, do escritório ${user.office.name}, e quero fazer upgrade do meu plano no Balcão.`;
  const seePlans = () => {
    onClose();
    navigate(SUBSCRIPTION_TAB_URL);
  };
  return (
    <ModalOrDrawer open={open} title="Fazer upgrade" onClose={onClose} size="sm">
      <Flex vertical gap={16}>
        {why && (
          <Typography.Text strong style={{ fontSize: 16 }}>
            {why}
          </Typography.Text>
        )}
        <Typography.Paragraph style={{ margin: 0 }}>
          Conheça os planos e contrate pelo próprio Balcão, ou fale com a nossa equipe pelo WhatsApp e peça o upgrade.
        </Typography.Paragraph>
        <Flex vertical gap={8}>
          <Button type="primary" size="large" icon={<AppstoreOutlined />} onClick={seePlans} block>
            Ver planos
          </Button>
          <Button
            size="large"
            icon={<WhatsAppOutlined />}
            disabled={!contacts}
            href={contacts ? `https://wa.me/${contacts.whatsappNumber}?text=${encodeURIComponent(request)}` : undefined}
            target="_blank"
            rel="noopener noreferrer"
            block
          >
            Falar no WhatsApp
          </Button>
        </Flex>
      </Flex>
    </ModalOrDrawer>
  );
}
