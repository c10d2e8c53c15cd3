import { describe, expect, it } from 'vitest';
import type { ActiveUser } from '@balcao/contracts';
import { pickInboxId } from './SessionProvider';
import { hasPermission } from '../permissions/permission-guard';

const user = (overrides: Partial<ActiveUser> = {}): ActiveUser => ({
  id: 'u1',
  name: 'Ana Souza',
  email: 'ana@souza.adv.br',
  document: null,
  contact: null,
  officeId: 'o1',
  lastInboxUsed: 'i2',
  inboxes: [
    { id: 'i1', name: 'Trabalhista' },
    { id: 'i2', name: 'Previdenciário' },
  ],
  office: { id: 'o1', name: 'Souza Advogados', inOnboarding: false },
  permissions: ['view:crm'],
  notificationSound: 'pop.mp3',
  imageUrl: null,
  roleId: 'r1',
  isManager: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  subscription: null,
  ...overrides,
});

describe('pickInboxId', () => {
  it('prefers the workspace stored in the cookie', () => {
    expect(pickInboxId(user(), 'i1')).toBe('i1');
  });

  it('uses lastInboxUsed when the cookie is missing or no longer one of the user workspaces', () => {
    expect(pickInboxId(user())).toBe('i2');
    expect(pickInboxId(user(), 'removido')).toBe('i2');
  });

  it('falls back to the first workspace, or none', () => {
    expect(pickInboxId(user({ lastInboxUsed: null }))).toBe('i1');
    expect(pickInboxId(user({ lastInboxUsed: null, inboxes: [] }))).toBe('');
  });
});

describe('hasPermission', () => {
  it('checks the codes carried by the user', () => {
    expect(hasPermission(user(), 'view:crm')).toBe(true);
    expect(hasPermission(user(), 'view:users')).toBe(false);
    expect(hasPermission(null, 'view:crm')).toBe(false);
  });
});
