import { describe, expect, it } from 'vitest';
import { isSupportAttachmentAllowed, ZListNotificationsQuery, ZMarkNewsReadBody, ZMarkNotificationsReadBody, ZSupportTicketFields } from '../index';

const ID = '0195f0a0-0000-7000-8000-000000000001';
const firstIssue = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) => result.error?.issues[0];

describe('notification contracts', () => {
  it('reads the list query from strings, with the dropdown’s defaults', () => {
    expect(ZListNotificationsQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(ZListNotificationsQuery.parse({ page: '2', limit: '5', isRead: 'false', module: 'conversation', inboxId: ID })).toEqual({ page: 2, limit: 5, isRead: false, module: 'conversation', inboxId: ID });
    expect(firstIssue(ZListNotificationsQuery.safeParse({ isRead: 'sim' }))).toMatchObject({ path: ['isRead'], message: 'isRead: use true ou false' });
    expect(firstIssue(ZListNotificationsQuery.safeParse({ limit: '500' }))?.message).toBe('limit: no máximo 100');
  });

  it('needs at least one id to mark read', () => {
    expect(firstIssue(ZMarkNotificationsReadBody.safeParse({ ids: [] }))?.message).toBe('ids: informe ao menos uma notificação');
    expect(firstIssue(ZMarkNewsReadBody.safeParse({ featureIds: ['x'] }))?.message).toBe('featureIds: novidade inválida');
  });
});

describe('support ticket contracts', () => {
  it('needs a known type and a description that is not blank', () => {
    expect(ZSupportTicketFields.parse({ type: 'billing', description: '  Cobrança em dobro  ' })).toEqual({ type: 'billing', description: 'Cobrança em dobro' });
    expect(firstIssue(ZSupportTicketFields.safeParse({ type: 'outro', description: 'x' }))?.message).toBe('Selecione o tipo do problema');
    expect(firstIssue(ZSupportTicketFields.safeParse({ type: 'other', description: '   ' }))?.message).toBe('Descreva o problema');
  });

  it('accepts only jpg, jpeg, png, pdf, doc and docx attachments, whatever the case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.pdf', 'e.doc', 'f.Docx']) expect(isSupportAttachmentAllowed(name)).toBe(true);
    for (const name of ['a.gif', 'b.pdf.exe', 'semextensao', 'c.xlsx']) expect(isSupportAttachmentAllowed(name)).toBe(false);
  });
});
