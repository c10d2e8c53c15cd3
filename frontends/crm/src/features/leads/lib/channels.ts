import { LEAD_CHANNEL_LABELS, LEAD_CHANNELS, type LeadChannel } from '@balcao/contracts';

const CHANNEL_COLORS: Record<LeadChannel, string> = {
  whatsapp: '#25D366',
  instagram: '#E1306C',
  facebook: '#1877F2',
  linkedin: '#0A66C2',
  youtube: '#FF0000',
  site: '#13C2C2',
  indicacao: '#722ED1',
  other: '#8C8C8C',
};

/** The 'Canal de aquisição' choices (spec 2 §3 'Channels'). */
export const LEAD_CHANNEL_OPTIONS = LEAD_CHANNELS.map((value) => ({ value, label: LEAD_CHANNEL_LABELS[value] }));

/** Label and colour of a channel; anything unknown is 'Outro'. */
export function channelOf(channel: string | null | undefined): { value: LeadChannel; label: string; color: string } {
  const value = (LEAD_CHANNELS as readonly string[]).includes(channel ?? '') ? (channel as LeadChannel) : 'other';
  return { value, label: LEAD_CHANNEL_LABELS[value], color: CHANNEL_COLORS[value] };
}
