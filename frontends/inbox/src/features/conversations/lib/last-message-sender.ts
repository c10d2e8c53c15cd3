import type { ConversationSummary } from '@balcao/contracts';
import { formatFirstName } from '@balcao/ui';

type LastMessage = NonNullable<ConversationSummary['lastMessage']>;

/**
 * Who the list says sent the office's last message: 'Você' only for the viewer's own, another
 * attendant by first name, an AI agent or a flow as such. Null for the client's messages.
 */
export function lastMessageSenderLabel(lastMessage: LastMessage, viewerId: string | undefined): string | null {
  if (lastMessage.direction !== 'OUTBOUND' || lastMessage.sender === undefined) return null;
  const { sender } = lastMessage;
  if (!sender) return 'Fluxo';
  if (sender.isAgent) return 'Agente de IA';
  if (sender.id === viewerId) return 'Você';
  return formatFirstName(sender.name) || 'Atendente';
}
