import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '@balcao/contracts';
import { ok } from '@balcao/ui/testing';
import { attendantUser, CURRENT_USER_ID, OTHER_USER_ID, userPage, users } from '../../../test/fixtures';
import { renderWithSession } from '../../../test/render-with-session';
import { AuditSettings } from './AuditSettings';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '0195f0a0-0000-7000-8000-000000000e01',
  occurredAt: '2026-12-01T13:05:00Z',
  actor: { type: 'user', id: CURRENT_USER_ID, name: 'Maria Souza' },
  action: 'role.updated',
  target: { type: 'role', id: '0195f0a0-0000-7000-8000-0000000000b2', label: 'Atendente' },
  details: { added: ['view:crm'], removed: [] },
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
  ...overrides,
});

const page = (data: AuditEntry[]) => ({ data, totalItems: data.length, totalResults: data.length, totalPages: 1 });

describe('Auditoria', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:auditoria');
    URL.revokeObjectURL = vi.fn();
  });

  it('lists who did what, when, on what and from where, in pt-BR', async () => {
    renderWithSession(<AuditSettings />, {
      routes: {
        'GET /user': () => ok(userPage(users)),
        'GET /audit': () =>
          ok(
            page([
              entry(),
              entry({
                id: '0195f0a0-0000-7000-8000-000000000e02',
                actor: { type: 'user', id: OTHER_USER_ID, name: 'Carla Atendente' },
                action: 'session.sign-in-failed',
                target: { type: 'user', id: OTHER_USER_ID, label: 'Carla Atendente' },
                details: { reason: 'wrong-password' },
              }),
              entry({
                id: '0195f0a0-0000-7000-8000-000000000e04',
                action: 'sla-policy.updated',
                target: { type: 'inbox', id: '0195f0a0-0000-7000-8000-0000000000c1', label: 'Atendimento' },
                details: { changes: ['enabled', 'firstResponseMinutes'], enabled: true, firstResponseMinutes: 20, nextResponseMinutes: 30 },
              }),
              entry({
                id: '0195f0a0-0000-7000-8000-000000000e05',
                action: 'auto-assignment.updated',
                target: { type: 'inbox', id: '0195f0a0-0000-7000-8000-0000000000c1', label: 'Atendimento' },
                details: { changes: ['mode'], mode: 'round-robin', capacity: 4, ratingWindowHours: 24 },
              }),
              entry({
                id: '0195f0a0-0000-7000-8000-000000000e06',
                action: 'business-hours.updated',
                target: { type: 'inbox', id: '0195f0a0-0000-7000-8000-0000000000c1', label: 'Atendimento' },
                details: { changes: ['holidays', 'outOfHoursMessage'], enabled: true },
              }),
              entry({ id: '0195f0a0-0000-7000-8000-000000000e03', actor: { type: 'system', id: null, name: 'Sistema' }, action: 'device.disconnected', target: null, details: {}, ip: null }),
            ]),
          ),
      },
    });

    const row = (await screen.findByText('Perfil ou permissões alterados')).closest('tr')!;
    expect(within(row).getByText('Maria Souza')).toBeTruthy();
    expect(within(row).getByText(/^01\/12\/2026 \d{2}:05$/)).toBeTruthy();
    expect(within(row).getByText('Perfil: Atendente')).toBeTruthy();
    expect(within(row).getByText('Permissões concedidas: CRM')).toBeTruthy();
    expect(within(row).getByText('203.0.113.7')).toBeTruthy();
    const failed = screen.getByText('Tentativa de entrada recusada').closest('tr')!;
    expect(within(failed).getByText('Senha incorreta')).toBeTruthy();
    const sla = screen.getByText('SLA alterado').closest('tr')!;
    expect(within(sla).getByText('Workspace: Atendimento')).toBeTruthy();
    expect(within(sla).getByText('Alterou: ativação, primeira resposta · Primeira resposta em 20 min · seguintes em 30 min')).toBeTruthy();
    const assignment = screen.getByText('Distribuição automática alterada').closest('tr')!;
    expect(within(assignment).getByText('Alterou: modo · Modo: Rodízio · até 4 por atendente')).toBeTruthy();
    const hours = screen.getByText('Horário de atendimento alterado').closest('tr')!;
    expect(within(hours).getByText('Alterou: feriados, mensagem fora do horário · Horário de atendimento ligado')).toBeTruthy();
    const device = screen.getByText('Dispositivo desconectado').closest('tr')!;
    expect(within(device).getByText('Sistema')).toBeTruthy();
  });

  it('asks the server again with the chosen action, and exports what is filtered', async () => {
    const { backend } = renderWithSession(<AuditSettings />, {
      routes: {
        'GET /user': () => ok(userPage(users)),
        'GET /audit': () => ok(page([entry()])),
        'GET /audit/export': () => ok('xlsx'),
      },
    });
    await screen.findByText('Perfil ou permissões alterados');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Ação' }));
    fireEvent.click(await screen.findByTitle('Usuário criado'));
    await waitFor(() => expect(backend.requestsTo('GET', '/audit').some((request) => request.query.get('action') === 'user.created')).toBe(true));
    const last = backend.requestsTo('GET', '/audit').at(-1)!;
    expect(last.query.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: /Exportar Excel/ }));
    await waitFor(() => expect(backend.requestsTo('GET', '/audit/export')).toHaveLength(1));
    expect(backend.requestsTo('GET', '/audit/export')[0]!.query.get('action')).toBe('user.created');
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('tells an attendant only the Gestor sees it, and asks the server nothing', async () => {
    const { backend } = renderWithSession(<AuditSettings />, { user: attendantUser(), routes: {} });

    expect(await screen.findByText('Apenas o Gestor do escritório pode ver a auditoria.')).toBeTruthy();
    expect(backend.requestsTo('GET', '/audit')).toHaveLength(0);
  });
});
