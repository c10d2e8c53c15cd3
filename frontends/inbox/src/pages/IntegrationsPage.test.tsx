import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok, type FakeRoutes } from '@balcao/ui/testing';
import { activeUser, device, DEVICE_ID, INBOX_ID, OTHER_DEVICE_ID } from '../test/fixtures';
import { renderPage } from '../test/render';
import IntegrationsPage from './IntegrationsPage';

const NEW_ID = '0195f0a0-0000-7000-8000-0000000000d9';
const connected = device({ id: DEVICE_ID, name: 'Recepção', createdAt: '2025-03-05T15:00:00.000Z' });
const disconnected = device({ id: OTHER_DEVICE_ID, name: 'Trabalhista', status: 'disconnected', createdAt: '2025-04-10T15:00:00.000Z' });
const pending = device({ id: NEW_ID, name: 'Plantão', status: 'pending' });

const routes = (extra: FakeRoutes = {}): FakeRoutes => ({
  'GET /integration': () => ok([connected, disconnected]),
  ...extra,
});
const render = (extra: FakeRoutes = {}) => renderPage(<IntegrationsPage />, { path: '/integrations', route: '/integrations', routes: routes(extra) });

async function rowOf(name: string): Promise<HTMLElement> {
  const cell = await screen.findByText(name);
  return cell.closest('tr') as HTMLElement;
}

async function createDevice(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: /Novo dispositivo/ }));
  fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: name } });
  fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
}

describe('/integrations', () => {
  it('lists the devices with status, creation date and the action their state allows', async () => {
    const { backend } = render();
    const recepcao = await rowOf('Recepção');
    const trabalhista = await rowOf('Trabalhista');
    expect(within(recepcao).getByText('Conectado')).toBeTruthy();
    expect(within(recepcao).getByText('05/03/2025')).toBeTruthy();
    expect(within(recepcao).getByText('(11) 9 8765-4321')).toBeTruthy();
    expect(within(recepcao).getByRole('button', { name: /Desconectar/ })).toBeTruthy();
    expect(within(trabalhista).getByText('Desconectado')).toBeTruthy();
    expect(within(trabalhista).getByRole('button', { name: /Conectar/ })).toBeTruthy();
    expect(Object.fromEntries(backend.requestsTo('GET', '/integration')[0].query)).toEqual({ inboxId: INBOX_ID, channel: 'LITE_WHATSAPP' });
  });

  it('links a new device to the funnel its new contacts become leads of, for a user of the CRM', async () => {
    const funnel = { id: '0195f0a0-0000-7000-8000-0000000000f1', name: 'Funil de vendas', inboxId: INBOX_ID };
    const { backend } = renderPage(<IntegrationsPage />, {
      path: '/integrations',
      route: '/integrations',
      user: activeUser({ permissions: ['view:crm'] }),
      routes: routes({ 'GET /funnel': () => ok([funnel]), 'POST /integration/create': () => ok({ ...pending, qrcode: 'balcao-sim:abc123' }, 201) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Novo dispositivo/ }));
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Plantão' } });
    fireEvent.mouseDown(screen.getByLabelText('Funil de leads'));
    fireEvent.click(await screen.findByTitle('Funil de vendas'));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    await screen.findByTestId('integration-qrcode');
    expect(backend.requestsTo('POST', '/integration/create')[0].body).toMatchObject({ name: 'Plantão', funnelId: funnel.id });
  });

  it('runs a service flow on a new device, and warns that an AI agent set too would take priority', async () => {
    const flow = { id: '0195f0a0-0000-7000-8000-0000000000a1', name: 'Triagem' };
    const agent = { id: '0195f0a0-0000-7000-8000-0000000000a2', name: 'Clara' };
    const { backend } = renderPage(<IntegrationsPage />, {
      path: '/integrations',
      route: '/integrations',
      user: activeUser({ permissions: ['view:flow', 'view:agents'] }),
      routes: routes({
        'GET /flow': () => ok([flow]),
        'GET /agents': () => ok({ data: [agent], totalItems: 1, totalResults: 1, totalPages: 1 }),
        'POST /integration/create': () => ok({ ...pending, qrcode: 'balcao-sim:abc123' }, 201),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Novo dispositivo/ }));
    fireEvent.change(await screen.findByLabelText('Nome'), { target: { value: 'Plantão' } });
    fireEvent.mouseDown(screen.getByLabelText('Fluxo de atendimento'));
    fireEvent.click(await screen.findByTitle('Triagem'));
    expect(screen.queryByText(/o agente de IA terá prioridade/)).toBeNull();
    fireEvent.mouseDown(screen.getByLabelText('Agente de IA'));
    fireEvent.click(await screen.findByTitle('Clara'));
    expect(await screen.findByText(/o agente de IA terá prioridade e o fluxo será ignorado/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    await screen.findByTestId('integration-qrcode');
    expect(backend.requestsTo('POST', '/integration/create')[0].body).toMatchObject({ name: 'Plantão', flowId: flow.id, agentId: agent.id, funnelId: null });
    expect(Object.fromEntries(backend.requestsTo('GET', '/agents')[0].query)).toMatchObject({ inboxId: INBOX_ID, page: '1', limit: '999' });
  });

  it('creates a device and shows its QR code with the instructions and the 120-second lock', async () => {
    const { backend } = render({ 'POST /integration/create': () => ok({ ...pending, qrcode: 'balcao-sim:abc123' }, 201) });
    await createDevice('Plantão');

    const qr = await screen.findByTestId('integration-qrcode');
    expect(qr.getAttribute('data-qrcode')).toBe('balcao-sim:abc123');
    const create = backend.requestsTo('POST', '/integration/create')[0];
    // Nothing chosen (no CRM, flows or agents permission here): the device runs none (spec 2 §7: nulls when empty).
    expect(create.body).toEqual({ name: 'Plantão', inboxId: INBOX_ID, channel: 'LITE_WHATSAPP', funnelId: null, flowId: null, agentId: null });
    expect(create.headers.get('Idempotency-Key')).toBeTruthy();

    expect(screen.getByText('Abra o WhatsApp no seu celular.')).toBeTruthy();
    expect(screen.getByText('Toque em Conectar dispositivo.', { exact: false })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /iPhone/ })).toBeTruthy();
    expect(screen.getByText(/Você poderá gerar um novo QR Code em 2:00|Você poderá gerar um novo QR Code em 1:59/)).toBeTruthy();
    expect((screen.getByRole('button', { name: /Gerar novo QR Code/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('requires a name', async () => {
    const { backend } = render();
    await createDevice('   ');
    expect(await screen.findByText('Nome da integração é obrigatório')).toBeTruthy();
    expect(backend.requestsTo('POST', '/integration/create')).toHaveLength(0);
  });

  it('says when the device could not be created', async () => {
    render({ 'POST /integration/create': () => apiError(502, 'Erro ao criar integração') });
    await createDevice('Plantão');
    expect(await screen.findByText('Tente novamente mais tarde')).toBeTruthy();
    expect(screen.getByText('Erro ao criar integração')).toBeTruthy();
  });

  it('tells the user when the QR code was not scanned yet', async () => {
    render({
      'POST /integration/create': () => ok({ ...pending, qrcode: 'balcao-sim:abc123' }, 201),
      [`GET /integration/${NEW_ID}/status`]: () => ok({ status: 'pending' }),
    });
    await createDevice('Plantão');
    fireEvent.click(await screen.findByRole('button', { name: /Já li o QR Code/ }));
    expect(await screen.findByText('Verificamos que o QR Code não foi escaneado')).toBeTruthy();
    expect(screen.getByText('Por favor, tente novamente')).toBeTruthy();
  });

  it('confirms the connection and asks for the contact import', async () => {
    const { backend } = render({
      'POST /integration/create': () => ok({ ...pending, qrcode: 'balcao-sim:abc123' }, 201),
      [`GET /integration/${NEW_ID}/status`]: () => ok({ status: 'connected' }),
      'POST /office/import-contacts': () => ok({ imported: 12 }),
    });
    await createDevice('Plantão');
    fireEvent.click(await screen.findByRole('button', { name: /Já li o QR Code/ }));
    expect(await screen.findByText('Integração conectada com sucesso')).toBeTruthy();
    await waitFor(() => expect(backend.requestsTo('POST', '/office/import-contacts')).toHaveLength(1));
    expect(backend.requestsTo('POST', '/office/import-contacts')[0].body).toEqual({ inboxId: INBOX_ID, integrationId: NEW_ID });
    expect(await screen.findByText('Estamos importando seus contatos... pode levar alguns minutos', {}, { timeout: 4000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('integration-qrcode')).toBeNull());
  });

  it('says when the connection check fails', async () => {
    render({
      'POST /integration/create': () => ok({ ...pending, qrcode: 'balcao-sim:abc123' }, 201),
      [`GET /integration/${NEW_ID}/status`]: () => apiError(500, 'Erro interno no servidor'),
    });
    await createDevice('Plantão');
    fireEvent.click(await screen.findByRole('button', { name: /Já li o QR Code/ }));
    expect(await screen.findByText('Erro ao verificar conexão')).toBeTruthy();
  });

  it('asks a new QR code for a disconnected device', async () => {
    const { backend } = render({ 'POST /integration/connect': () => ok({ ...disconnected, config: { status: 'pending', phoneNumber: null }, qrcode: 'balcao-sim:xyz' }) });
    const row = await rowOf('Trabalhista');
    fireEvent.click(within(row).getByRole('button', { name: /Conectar/ }));
    expect((await screen.findByTestId('integration-qrcode')).getAttribute('data-qrcode')).toBe('balcao-sim:xyz');
    expect(backend.requestsTo('POST', '/integration/connect')[0].body).toEqual({ id: OTHER_DEVICE_ID });
  });

  it('explains a refused QR code request', async () => {
    render({ 'POST /integration/connect': () => apiError(409, 'Você poderá gerar um novo QR Code em 80 segundos') });
    const row = await rowOf('Trabalhista');
    fireEvent.click(within(row).getByRole('button', { name: /Conectar/ }));
    expect(await screen.findByText('Erro ao gerar novo QR Code')).toBeTruthy();
    expect(screen.getByText('Você poderá gerar um novo QR Code em 80 segundos')).toBeTruthy();
  });

  it('disconnects a connected device after confirming', async () => {
    const { backend } = render({ [`POST /integration/${DEVICE_ID}/disconnect`]: () => ok({ ...connected, config: { status: 'disconnected', phoneNumber: null } }) });
    const row = await rowOf('Recepção');
    fireEvent.click(within(row).getByRole('button', { name: /Desconectar/ }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Desconectar' }));
    await waitFor(() => expect(backend.requestsTo('POST', `/integration/${DEVICE_ID}/disconnect`)).toHaveLength(1));
  });
});
