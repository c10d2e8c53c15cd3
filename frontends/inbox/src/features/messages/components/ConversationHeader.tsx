import type { ConversationSummary } from '@balcao/contracts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { formatPhone, useIsMobile } from '@balcao/ui';
import { Button, Flex, theme, Typography } from 'antd';
import { ConversationOptionsMenu } from '../../conversation-details/components/ConversationOptionsMenu';
import { useElementWidth } from '../../conversation-details/hooks/use-element-width';
import { ContactAvatar } from '../../conversations/components/ContactAvatar';
import { contactNameOf } from '../../conversations/lib/contact-name';
import { TransferButton } from '../../human-service/components/TransferButton';
import { ConversationStatusBadge } from './ConversationStatusBadge';
import { HumanSupportButton } from './HumanSupportButton';

interface ConversationHeaderProps {
  conversation: ConversationSummary;
  onBack: () => void;
}

/**
 * Narrower than this, the labelled actions ('Transferir', 'Encerrar atendimento humano') would
 * squeeze the contact's name and status: they become icon buttons, named by their tooltips.
 */
export const LABELLED_ACTIONS_MIN_WIDTH = 760;

/** Who the conversation is with and who is attending it (spec 1 §2). */
export function ConversationHeader({ conversation, onBack }: ConversationHeaderProps) {
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const { ref, width } = useElementWidth<HTMLElement>();
  const iconOnly = isMobile || (width !== null && width < LABELLED_ACTIONS_MIN_WIDTH);
  const name = contactNameOf(conversation.person);
  const phone = formatPhone(conversation.person.phoneNumber);

  return (
    <Flex
      ref={ref}
      component="header"
      data-testid="conversation-header"
      align="center"
      gap={12}
      style={{
        padding: isMobile ? '10px 12px' : '12px 20px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorBgContainer,
        minHeight: 68,
      }}
    >
      {isMobile && <Button type="text" icon={<ArrowLeftOutlined />} aria-label="Voltar para as conversas" onClick={onBack} />}
      <ContactAvatar name={conversation.person.name} imageUrl={conversation.person.imageUrl} seed={conversation.personId} size={40} />
      <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Flex align="baseline" gap={8} style={{ minWidth: 0 }}>
          <Typography.Title level={5} ellipsis style={{ margin: 0, minWidth: 0 }}>
            {name}
          </Typography.Title>
          {conversation.person.name && !isMobile && (
            <Typography.Text type="secondary" style={{ fontSize: 12, flexShrink: 0 }}>
              {phone}
            </Typography.Text>
          )}
        </Flex>
        <div>
          <ConversationStatusBadge conversation={conversation} />
        </div>
      </Flex>
      <Flex align="center" gap={8} style={{ flexShrink: 0 }}>
        <TransferButton conversation={conversation} iconOnly={iconOnly} />
        <HumanSupportButton conversation={conversation} iconOnly={iconOnly} />
        <ConversationOptionsMenu conversation={conversation} />
      </Flex>
    </Flex>
  );
}
