import type { ServiceFigures, ServiceReport } from '@balcao/contracts';
import { ok, type FakeRoutes } from '@balcao/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activeUser, INBOX_ID } from '../test/fixtures';
import { renderPage } from '../test/render';
import ReportsPage from './ReportsPage';

const OTHER_INBOX = '0195f0a0-0000-7000-8000-0000000000a2';

const figures = (overrides: Partial<ServiceFigures> = {}): ServiceFigures => ({
  conversations: 8,
  firstResponse: { count: 7, medianSeconds: 720, p90Seconds: 3900 },
  resolution: { count: 8, medianSeconds: 5400, p90Seconds: 90_000 },
  sla: { withPolicy: 6, met: 4, metPercent: 66.7 },
  csat: { responses: 5, average: 4.2, distribution: [0, 1, 0, 1, 3] },
  ...overrides,
});

const report: ServiceReport = {
  inboxId: INBOX_ID,
  startDate: '2026-03-01',
  endDate: '2026-03-30',
  workspace: figures(),
  attendants: [
    { userId: 'u1', name: 'Bruno Atendente', ...figures({ conversations: 7 }) },
    { userId: null, name: 'Sem atendente', ...figures({ conversations: 1, firstResponse: { count: 0, medianSeconds: null, p90Seconds: null }, sla: { withPolicy: 0, met: 0, metPercent: null } }) },
  ],
  channels: [{ channel: 'instagram', name: 'Instagram', conversations: 5 }, { channel: null, name: 'Não informado', conversations: 3 }],
};

const routes: FakeRoutes = { 'GET /reports/service': () => ok(report) };
const user = activeUser({ permissions: ['view:reports'], inboxes: [{ id: INBOX_ID, name: 'Principal' }, { id: OTHER_INBOX, name: 'Previdenciário' }] });

describe('/reports', () => {
  it("shows the workspace's key figures in people's units and a row per attendant", async () => {
    const { backend } = renderPage(<ReportsPage />, { routes, user, path: '/reports', route: '/reports' });
    expect((await screen.findByTestId('report-conversations')).textContent).toBe('8');
    expect(screen.getByTestId('report-first-response').textContent).toBe('12 min');
    expect(screen.getByText('mediana · p90 1 h 5 min')).toBeTruthy();
    expect(screen.getByTestId('report-resolution').textContent).toBe('1 h 30 min');
    expect(screen.getByText('mediana · p90 1 d 1 h')).toBeTruthy();
    expect(screen.getByTestId('report-sla').textContent).toBe('66,7%');
    expect(screen.getByText('4 de 6 com política')).toBeTruthy();
    expect(screen.getByTestId('report-csat').textContent).toBe('4,2 / 5');
    const bruno = screen.getByText('Bruno Atendente', { selector: 'td' }).closest('tr')!;
    expect(within(bruno).getByText('66,7% (4/6)')).toBeTruthy();
    expect(within(bruno).getByText('4,2 · 5 avaliações')).toBeTruthy();
    const robot = screen.getByText('Sem atendente', { selector: 'td' }).closest('tr')!;
    expect(within(robot).getAllByText('—').length).toBeGreaterThanOrEqual(2);

    const [request] = backend.requestsTo('GET', '/reports/service');
    expect(request.query.get('inboxId')).toBe(INBOX_ID);
    expect((Date.parse(request.query.get('endDate')!) - Date.parse(request.query.get('startDate')!)) / 86_400_000).toBe(29);
  });

  it('asks for the workspace chosen in the chooser', async () => {
    const { backend } = renderPage(<ReportsPage />, { routes, user, path: '/reports', route: '/reports' });
    await screen.findByTestId('report-conversations');
    fireEvent.mouseDown(screen.getByLabelText('Workspace'));
    fireEvent.click(await screen.findByTitle('Previdenciário'));
    await waitFor(() => expect(backend.requestsTo('GET', '/reports/service').at(-1)!.query.get('inboxId')).toBe(OTHER_INBOX));
  });
});
