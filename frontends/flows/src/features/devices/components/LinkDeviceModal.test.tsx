import { ok } from '@balcao/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findDialog } from '../../../test/dialogs';
import { device, flow, INBOX_ID } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { LinkDeviceModal } from './LinkDeviceModal';

describe('LinkDeviceModal', () => {
  it('links a device to the flow and warns when an AI agent takes priority', async () => {
    const linked = flow({ name: 'Recepção' });
    const reception = device({ name: 'Recepção', flowId: null });
    const sales = device({ name: 'Comercial', agentId: '0195f0a0-0000-7000-8000-0000000000e1' });
    const { backend } = renderPage(<LinkDeviceModal flow={linked} onClose={() => undefined} />, {
      routes: {
        'GET /integration': () => ok([reception, sales]),
        [`PATCH /integration/${reception.id}`]: ({ body }) => ok({ ...reception, ...(body as object) }),
      },
    });
    const dialog = await findDialog('Vincular dispositivo');
    await within(dialog).findByText('Comercial');
    expect(backend.requestsTo('GET', '/integration')[0].query.get('inboxId')).toBe(INBOX_ID);
    expect(backend.requestsTo('GET', '/integration')[0].query.get('channel')).toBe('LITE_WHATSAPP');
    expect(within(dialog).getAllByText(/o agente de IA tem prioridade e o fluxo é ignorado/)).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('switch', { name: 'Usar este fluxo em Recepção' }));
    await waitFor(() => expect(backend.requestsTo('PATCH', `/integration/${reception.id}`)).toHaveLength(1));
    expect(backend.requestsTo('PATCH', `/integration/${reception.id}`)[0].body).toEqual({ flowId: linked.id });
    expect(await screen.findByText('Dispositivo vinculado ao fluxo')).toBeTruthy();
  });
});
