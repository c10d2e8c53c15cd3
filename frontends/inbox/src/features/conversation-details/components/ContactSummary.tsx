import type { ConversationSummary } from '@balcao/contracts';
import { formatPhone } from '@balcao/ui';
import { Flex, Typography } from 'antd';
import { ContactAvatar } from '../../conversations/components/ContactAvatar';
import { contactNameOf } from '../../conversations/lib/contact-name';

/** The top of the details panel: who the conversation is with. */
export function ContactSummary({ conversation }: { conversation: ConversationSummary }) {
  const { person } = conversation;
  return (
    <Flex vertical align="center" gap={6} style={{ textAlign: 'center' }}>
      <ContactAvatar name={person.name} imageUrl={person.imageUrl} seed={conversation.personId} size={72} />
      <Typography.Title level={5} style={{ margin: '4px 0 0' }}>
        {contactNameOf(person)}
      </Typography.Title>
      {person.name && <Typography.Text type="secondary">{formatPhone(person.phoneNumber)}</Typography.Text>}
    </Flex>
  );
}
