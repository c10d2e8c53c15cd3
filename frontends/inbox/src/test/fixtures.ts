import { testActiveUser, TEST_OFFICE_ID, TEST_INBOX_ID, TEST_USER_ID } from '@balcao/ui/testing';
import type { ActiveUser, ConversationList, ConversationSummary, Integration, Message, User } from '@balcao/contracts';

export const OFFICE_ID = TEST_OFFICE_ID;
export const INBOX_ID = TEST_INBOX_ID;
export const CURRENT_USER_ID = TEST_USER_ID;
export const OTHER_USER_ID = '0195f0a0-0000-7000-8000-0000000000c2';
export const DEVICE_ID = '0195f0a0-0000-7000-8000-0000000000d1';
export const OTHER_DEVICE_ID = '0195f0a0-0000-7000-8000-0000000000d2';

export function activeUser(overrides: Partial<ActiveUser> = {}): ActiveUser {
  return testActiveUser({ ...overrides });
}

export function device(overrides: Partial<Integration> & { status?: Integration['config']['status'] } = {}): Integration {
  const { status = 'connected', ...rest } = overrides;
  return {
    id: DEVICE_ID,
    name: 'Recepção',
    channel: 'LITE_WHATSAPP',
    config: { status, phoneNumber: status === 'connected' ? '5511987654321' : null },
    flowId: null,
    funnelId: null,
    agentId: null,
    inboxId: INBOX_ID,
    createdAt: '2025-03-05T12:00:00.000Z',
    ...rest,
  };
}

let sequence = 0;
/** A uuid-shaped id that sorts by creation, like the server's uuid v7. */
export const nextId = () => `0195f0a0-0000-7000-8000-${String((sequence += 1)).padStart(12, '0')}`;

export function conversation(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  const id = overrides.id ?? nextId();
  return {
    id,
    inboxId: INBOX_ID,
    personId: `person-${id}`,
    integrationId: DEVICE_ID,
    status: 'WAITING_HUMAN',
    priority: 'LOW',
    isFixed: false,
    unreadCount: 0,
    lastMessageAt: '2025-03-05T12:00:00.000Z',
    formattedDate: '05/03/2025 09:00',
    tags: [],
    user: null,
    person: { id: `person-${id}`, name: 'Carlos Pereira', imageUrl: null, phoneNumber: '5511912345678' },
    lastMessage: { content: 'Bom dia, doutora', direction: 'INBOUND', type: 'text' },
    createdAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

export function message(overrides: Partial<Omit<Message, 'metadata'>> & { metadata?: Partial<Message['metadata']> } = {}): Message {
  const { metadata, ...rest } = overrides;
  return {
    id: nextId(),
    conversationId: 'conversation-1',
    externalId: null,
    type: 'text',
    content: 'Olá',
    direction: 'INBOUND',
    status: 'DELIVERED',
    messageAt: '2025-03-05T12:00:00.000Z',
    user: null,
    clientInfo: { name: 'Carlos Pereira', imageUrl: null },
    fileUrl: null,
    reactions: [],
    ...rest,
    metadata: {
      isDeleted: false,
      isEdited: false,
      quotedMessageId: null,
      reactionMessageId: null,
      caption: null,
      fileName: null,
      mimeType: null,
      ...metadata,
    },
  };
}

/** An outbound message by the signed-in attendant. */
export const ownMessage = (overrides: Parameters<typeof message>[0] = {}) =>
  message({
    direction: 'OUTBOUND',
    status: 'SENT',
    clientInfo: null,
    user: { id: CURRENT_USER_ID, name: 'Ana Souza', imageUrl: null, isAgent: false },
    ...overrides,
  });

export const page = (data: ConversationSummary[]): ConversationList => ({
  data,
  totalItems: data.length,
  totalResults: data.length,
  totalPages: 1,
});

/** A member of the workspace as GET /user lists it (Bruno unless told otherwise). */
export function attendant(overrides: Partial<User> = {}): User {
  const name = overrides.name ?? 'Bruno Lima';
  return {
    id: OTHER_USER_ID,
    name,
    email: `${name.split(' ')[0].toLowerCase()}@escritorio.com.br`,
    contact: null,
    document: null,
    imageUrl: null,
    roleId: 'role-2',
    role: { id: 'role-2', name: 'Atendente' },
    inboxes: [{ id: INBOX_ID, name: 'Principal' }],
    officeId: OFFICE_ID,
    notificationSound: 'pop.mp3',
    createdAt: '2025-03-05T12:00:00.000Z',
    ...overrides,
  };
}
