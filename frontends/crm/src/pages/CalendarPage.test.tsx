import type { CalendarEvent } from '@balcao/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@balcao/ui/testing';
import { INBOX_ID } from '../test/fixtures';
import { renderPage } from '../test/render';
import CalendarPage from './CalendarPage';

const today = new Date();
// Yesterday: over whatever the time of the run, and still inside the month grid.
const at = (hours: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1, hours).toISOString();
const hearing: CalendarEvent = {
  id: '0195f0a0-0000-7000-8000-0000000000e1',
  inboxId: INBOX_ID,
  title: 'Audiência trabalhista',
  description: null,
  start: at(0),
  end: at(1),
  allDay: false,
  color: 'violet',
  location: null,
  personId: null,
  person: null,
  createdAt: at(0),
  updatedAt: at(0),
};

function renderCalendar() {
  return renderPage(<CalendarPage />, {
    path: '/calendar',
    route: '/calendar',
    routes: {
      'GET /calendar-event': () => ok([hearing]),
      'POST /calendar-event': (request) => ok({ ...hearing, ...(request.body as object), id: 'novo' }, 201),
      'GET /people': () => ok({ data: [], totalItems: 0, totalResults: 0, totalPages: 0 }),
    },
  });
}

describe('/calendar', () => {
  it('loads the month of events, strikes past ones through and switches view with the keyboard', async () => {
    const { backend } = renderCalendar();
    const event = await screen.findByText('Audiência trabalhista');
    expect(event.closest('.crm-event-past')).toBeTruthy();
    const [request] = backend.requestsTo('GET', '/calendar-event');
    expect(request.query.get('inboxId')).toBe(INBOX_ID);
    expect(request.query.get('start')).toBeTruthy();

    act(() => void fireEvent.keyDown(window, { key: 'w' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Semana/ })).toHaveProperty('checked', true));
    expect(screen.getByText('Todo o dia')).toBeTruthy();
  });

  it('validates the event dialog and saves a new event', async () => {
    const { backend } = renderCalendar();
    await screen.findByText('Audiência trabalhista');
    fireEvent.click(screen.getByRole('button', { name: /Novo Evento/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar Evento' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('O título é obrigatório')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Reunião com cliente' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(backend.requestsTo('POST', '/calendar-event')).toHaveLength(1));
    const body = backend.requestsTo('POST', '/calendar-event')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ title: 'Reunião com cliente', color: 'blue', allDay: false, inboxId: INBOX_ID });
    expect(new Date(String(body.end)).getTime() - new Date(String(body.start)).getTime()).toBe(3_600_000);
  });
});
