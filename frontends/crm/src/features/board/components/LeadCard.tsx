import type { Lead } from '@balcao/contracts';
import { MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { formatPhone } from '@balcao/ui';
import { Card, Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { ChannelBadge } from '../../leads/components/ChannelBadge';
import { LeadAvatar } from '../../leads/components/LeadAvatar';
import { LeadTags } from '../../leads/components/LeadTags';
import { LeadTimeLimitBar } from '../../leads/components/LeadTimeLimitBar';
import { OverdueBadge } from '../../leads/components/OverdueBadge';
import { leadContactName } from '../../leads/lib/lead-labels';
import { leadTimeLimit } from '../../leads/lib/lead-time-limit';

function CardLine({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Typography.Text type="secondary" ellipsis={{ tooltip: text }} style={{ fontSize: 12, display: 'block' }}>
      {icon} {text}
    </Typography.Text>
  );
}

/** A lead on the board (spec 2 §2.1 'Lead card shows'). */
export function LeadCard({ lead, dragging = false }: { lead: Lead; dragging?: boolean }) {
  const { token } = theme.useToken();
  const progress = leadTimeLimit(lead.columnChangedAt, lead.timeLimitDays);
  const name = leadContactName(lead.person);
  return (
    <Card
      size="small"
      hoverable
      data-testid="lead-card"
      aria-label={name}
      style={{ boxShadow: dragging ? token.boxShadowSecondary : undefined, cursor: dragging ? 'grabbing' : 'pointer' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 6, padding: 10 } }}
    >
      <Flex gap={8} align="flex-start">
        <LeadAvatar person={lead.person} />
        <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis={{ tooltip: name }}>
            {name}
          </Typography.Text>
          <Flex gap={4} wrap>
            <ChannelBadge channel={lead.channel} />
            {lead.showBadgeProgress && <OverdueBadge progress={progress} />}
          </Flex>
        </Flex>
      </Flex>
      {lead.person.email && <CardLine icon={<MailOutlined />} text={lead.person.email} />}
      {lead.person.phoneNumber && <CardLine icon={<PhoneOutlined />} text={formatPhone(lead.person.phoneNumber)} />}
      {lead.user && <CardLine icon={<UserOutlined />} text={lead.user.name} />}
      <LeadTags tags={lead.tags} />
      {progress.limitDays > 0 && <LeadTimeLimitBar progress={progress} />}
    </Card>
  );
}
