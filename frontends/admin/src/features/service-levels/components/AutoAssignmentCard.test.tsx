import type { AutoAssignmentSettings } from '@balcao/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok } from '@balcao/ui/testing';
import { attendantUser, INBOX_MAIN } from '../../../test/fixtures';
import { renderWithSession } from '../../../test/render-with-session';
import { AutoAssignmentCard } from './AutoAssignmentCard';

const saved: AutoAssignmentSettings = { inboxId: INBOX_MAIN.id, mode: 'off', capacity: 5, ratingWindowHours: 24, queued: 3 };

describe('AutoAssignmentCard', () => {
  it("the Gestor switches to 'Rodízio' with a capacity of 3 for the workspace given", async () => {
    let current = saved;
    const { backend } = renderWithSession(<AutoAssignmentCard inboxId={INBOX_MAIN.id} />, {
      routes: {
        'GET /auto-assignment': () => ok(current),
        'PUT /auto-assignment': (request) => ok((current = { ...saved, ...(request.body as object), queued: 0 })),
      },
    });
    expect(await screen.findByText('3 conversas na fila')).toBeTruthy();
    expect(backend.requestsTo('GET', '/auto-assignment')[0].query.get('inboxId')).toBe(INBOX_MAIN.id);
    expect(screen.getByText('As conversas aguardam na fila até alguém assumir.')).toBeTruthy();

    fireEvent.click(screen.getByText('Rodízio'));
    expect(await screen.findByText('Cada nova conversa vai para o próximo atendente da vez.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Capacidade por atendente'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Distribuição automática salva')).toBeTruthy();
    expect(backend.requestsTo('PUT', '/auto-assignment').map((call) => call.body)).toEqual([
      { inboxId: INBOX_MAIN.id, mode: 'round-robin', capacity: 3, ratingWindowHours: 24 },
    ]);
    expect(await screen.findByText('0 conversas na fila')).toBeTruthy();
  });

  it("shows the server's refusal under the field it names", async () => {
    renderWithSession(<AutoAssignmentCard inboxId={INBOX_MAIN.id} />, {
      routes: {
        'GET /auto-assignment': () => ok(saved),
        'PUT /auto-assignment': () => apiError(400, 'Prazo da avaliação deve ser de no máximo 168 horas', 'ratingWindowHours'),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getAllByText('Prazo da avaliação deve ser de no máximo 168 horas').length).toBeGreaterThan(0));
  });

  it('an attendant reads it without a save', async () => {
    const { backend } = renderWithSession(<AutoAssignmentCard inboxId={INBOX_MAIN.id} />, {
      user: attendantUser(),
      routes: { 'GET /auto-assignment': () => ok({ ...saved, mode: 'least-busy' }) },
    });
    expect(await screen.findByText('Apenas o Gestor do escritório pode alterar a distribuição.')).toBeTruthy();
    expect(await screen.findByText('Cada nova conversa vai para quem tem menos conversas abertas.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(backend.requestsTo('PUT', '/auto-assignment')).toHaveLength(0);
  });
});
