import type { ConversationSummary } from '@balcao/contracts';
import {
  AudioOutlined,
  FileOutlined,
  PictureOutlined,
  SmileOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useOptionalSession } from '@balcao/ui';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { MEDIA_LABELS } from '../../messages/lib/message-rules';
import { lastMessageSenderLabel } from '../lib/last-message-sender';

const ICONS: Partial<Record<string, ReactNode>> = {
  image: <PictureOutlined />,
  video: <VideoCameraOutlined />,
  audio: <AudioOutlined />,
  document: <FileOutlined />,
  sticker: <SmileOutlined />,
};

/** One line under the contact's name: who wrote last and what (text, or the kind of file). */
export function LastMessagePreview({ lastMessage, strong }: { lastMessage: ConversationSummary['lastMessage']; strong: boolean }) {
  const viewerId = useOptionalSession()?.user.id;
  if (!lastMessage) {
    return (
      <Typography.Text type="secondary" italic ellipsis style={{ fontSize: 13 }}>
        Sem mensagens
      </Typography.Text>
    );
  }
  const icon = ICONS[lastMessage.type];
  const sender = lastMessageSenderLabel(lastMessage, viewerId);
  const text = lastMessage.content?.trim() || MEDIA_LABELS[lastMessage.type] || 'Mensagem';
  return (
    <Typography.Text
      type={strong ? undefined : 'secondary'}
      strong={strong}
      ellipsis
      style={{ fontSize: 13, minWidth: 0, flex: 1 }}
    >
      {sender && `${sender}: `}
      {icon && <span style={{ marginInlineEnd: 4 }}>{icon}</span>}
      {text.replace(/\s+/g, ' ')}
    </Typography.Text>
  );
}
