import type { Message } from '@balcao/contracts';
import { isOwnMessage } from './message-rules';

/** Who wrote a message, as a quote or the reply chip names them. */
export function senderLabelOf(message: Pick<Message, 'direction' | 'user' | 'clientInfo'>, userId: string, contactName: string): string {
  if (isOwnMessage(message, userId)) return 'Você';
  if (message.direction === 'INBOUND') return message.clientInfo?.name?.trim() || contactName;
  if (message.user?.isAgent) return message.user.name || 'Agente de IA';
  return message.user?.name || 'Automação';
}
