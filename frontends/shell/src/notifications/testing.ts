import { configure } from '@testing-library/react';
import type { ActiveUser } from '@balcao/contracts';

// antd's first render in jsdom takes seconds when the machine is busy.
configure({ asyncUtilTimeout: 10_000 });

export const OFFICE_ID = '0195f0a0-0000-7000-8000-000000000001';
export const INBOX_ID = '0195f0a0-0000-7000-8000-0000000000a1';

/** The signed-in user of the shell's notification, news and support tests. */
export function testUser(overrides: Partial<ActiveUser> = {}): ActiveUser {
  return {
    id: '0195f0a0-0000-7000-8000-0000000000c1',
    name: 'Bruno Lima',
    email: 'bruno@escritorio.com.br',
    document: null,
    contact: null,
    officeId: OFFICE_ID,
    lastInboxUsed: INBOX_ID,
    inboxes: [{ id: INBOX_ID, name: 'Principal' }],
    office: { id: OFFICE_ID, name: 'Lima Advocacia', inOnboarding: false },
    permissions: [],
    notificationSound: 'pop.mp3',
    imageUrl: null,
    roleId: 'role-1',
    isManager: false,
    createdAt: '2025-03-05T12:00:00.000Z',
    subscription: { id: 'sub-1', name: 'Plano Essencial', isActive: true, isTrial: false, planId: 'essencial-anual', limits: null },
    ...overrides,
  };
}

// The shell's test set-up has no ResizeObserver, which antd's popovers and selects observe their size with.
if (typeof globalThis.ResizeObserver === 'undefined') {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
}
