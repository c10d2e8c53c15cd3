import { RealtimeProvider } from '@balcao/ui';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, useFakeGateway } from '@balcao/ui/testing';
import { device, INBOX_ID } from '../test/fixtures';
import { renderPage } from '../test/render';
import IntegrationsPage from './IntegrationsPage';

const gateway = useFakeGateway();
const NEW_ID = '0195f0a0-0000-7000-8000-0000000000d9';
const pending = device({ id: NEW_ID, name: 'Plantão', status: 'pending' });

describe('/integrations live updates', () => {
  it('shows the QR code the channel renewed while the phone has not scanned yet', async () => {
    renderPage(
      <RealtimeProvider url={gateway.url()} getTicket={() => 'bilhete'}>
        <IntegrationsPage />
      </RealtimeProvider>,
      {
        path: '/integrations',
        route: '/integrations',
        routes: { 'GET /integration': () => ok([]), 'POST /integration/create': () => ok({ ...pending, qrcode: '2@primeiro-qr' }, 201) },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Novo dispositivo/ }));
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Plantão' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const qr = await screen.findByTestId('integration-qrcode');
    expect(qr.getAttribute('data-qrcode')).toBe('2@primeiro-qr');
    await waitFor(() => expect(gateway.received).toContainEqual({ event: 'subscribeToInbox', data: { inboxId: INBOX_ID } }));

    // Another device's code changes nothing; this device's code replaces the one on screen.
    await gateway.push('conversation:list:update', { kind: 'integration-qrcode', integrationId: 'outro-dispositivo', qrcode: '2@de-outro' });
    expect(screen.getByTestId('integration-qrcode').getAttribute('data-qrcode')).toBe('2@primeiro-qr');
    await gateway.push('conversation:list:update', { kind: 'integration-qrcode', integrationId: NEW_ID, qrcode: '2@qr-renovado' });
    await waitFor(() => expect(screen.getByTestId('integration-qrcode').getAttribute('data-qrcode')).toBe('2@qr-renovado'));
  });
});
