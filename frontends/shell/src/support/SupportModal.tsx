import { Button, Flex, Tabs, Typography } from 'antd';
import { MailOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { formatPhone, ModalOrDrawer, useSession } from '@balcao/ui';
import { useSupportContacts } from './support-api';
import { TicketForm } from './TicketForm';

/** The support modal of spec 3 §2.4: Abrir Ticket, WhatsApp and Email. */
export function SupportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useSession();
  const contacts = useSupportContacts(open).data;
  const greeting = `Olá! Sou ${user.name}, do escritório ${user.office.name}, e preciso de ajuda com o Balcão.`;

  const items = [
    { key: 'ticket', label: 'Abrir Ticket', children: <TicketForm onSent={onClose} /> },
    {
      key: 'whatsapp',
      label: 'WhatsApp',
      children: (
        <Flex vertical gap={12} align="start">
          <Typography.Paragraph style={{ margin: 0 }}>Fale com nossa equipe pelo WhatsApp{contacts ? ` no número ${formatPhone(contacts.whatsappNumber)}` : ''}.</Typography.Paragraph>
          {contacts && <Typography.Text type="secondary">{contacts.hours}. Resposta média em {contacts.averageResponse}.</Typography.Text>}
          <Button
            type="primary"
            icon={<WhatsAppOutlined />}
            disabled={!contacts}
            href={contacts ? `https://wa.me/${contacts.whatsappNumber}?text=${encodeURIComponent(greeting)}` : undefined}
            target="_blank"
            rel="noopener noreferrer"
          >
            Abrir WhatsApp
          </Button>
        </Flex>
      ),
    },
    {
      key: 'email',
      label: 'Email',
      children: (
        <Flex vertical gap={12} align="start">
          <Typography.Paragraph style={{ margin: 0 }}>
            Escreva para {contacts ? <Typography.Text copyable>{contacts.email}</Typography.Text> : 'a equipe de suporte'}.
          </Typography.Paragraph>
          {contacts && <Typography.Text type="secondary">{contacts.hours}. Resposta média em {contacts.averageResponse}.</Typography.Text>}
          <Button icon={<MailOutlined />} disabled={!contacts} href={contacts ? `mailto:${contacts.email}?subject=${encodeURIComponent('Suporte Balcão')}` : undefined}>
            Enviar e-mail
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <ModalOrDrawer open={open} onClose={onClose} title="Suporte" size="md" footer={null} destroyOnHidden>
      <Tabs items={items} />
    </ModalOrDrawer>
  );
}
