import { describe, expect, it } from 'vitest';
import { auditDetailsText } from './audit-details';

describe('auditDetailsText', () => {
  it('reads a settings change as the Auditoria screen shows it', () => {
    const text = auditDetailsText({ action: 'sla-policy.updated', details: { changes: ['enabled', 'firstResponseMinutes'], enabled: true, firstResponseMinutes: 20, nextResponseMinutes: 30 } });
    expect(text).toBe('Alterou: ativação, primeira resposta · Primeira resposta em 20 min · seguintes em 30 min');
  });

  it('names permissions, refusals and exported rows in pt-BR', () => {
    expect(auditDetailsText({ action: 'role.updated', details: { added: ['view:crm'], removed: ['view:reports'] } })).toBe('Permissões concedidas: CRM · Permissões retiradas: Relatórios');
    expect(auditDetailsText({ action: 'session.sign-in-failed', details: { reason: 'wrong-password' } })).toBe('Senha incorreta');
    expect(auditDetailsText({ action: 'report.exported', details: { rows: 3, format: 'xlsx' } })).toBe('3 registros');
  });

  it('says nothing for an entry without details', () => {
    expect(auditDetailsText({ action: 'contact.deleted', details: {} })).toBe('');
  });
});
