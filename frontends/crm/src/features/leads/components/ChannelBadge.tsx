import {
  FacebookFilled,
  GlobalOutlined,
  InstagramOutlined,
  LinkedinFilled,
  QuestionCircleOutlined,
  ShareAltOutlined,
  WhatsAppOutlined,
  YoutubeFilled,
} from '@ant-design/icons';
import { Tag } from 'antd';
import type { ComponentType } from 'react';
import { channelOf } from '../lib/channels';

const ICONS: Record<string, ComponentType> = {
  whatsapp: WhatsAppOutlined,
  instagram: InstagramOutlined,
  facebook: FacebookFilled,
  linkedin: LinkedinFilled,
  youtube: YoutubeFilled,
  site: GlobalOutlined,
  indicacao: ShareAltOutlined,
  other: QuestionCircleOutlined,
};

/** The lead's acquisition channel, with its icon and label. */
export function ChannelBadge({ channel }: { channel: string | null | undefined }) {
  const option = channelOf(channel);
  const Icon = ICONS[option.value];
  return (
    <Tag color={option.color} icon={<Icon />} style={{ marginInlineEnd: 0 }}>
      {option.label}
    </Tag>
  );
}
