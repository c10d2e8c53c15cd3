import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, webhookPayloads, ZCreateWebhookEndpointBody } from './webhooks';

describe('webhook contracts', () => {
  it('documents a versioned payload for every event type offered, and for the test event', () => {
    expect(Object.keys(webhookPayloads).sort()).toEqual([...WEBHOOK_EVENT_TYPES.map((type) => type.code), WEBHOOK_TEST_EVENT].sort());
  });

  it('accepts an endpoint with a URL and events, without repeating an event', () => {
    const body = ZCreateWebhookEndpointBody.parse({ url: ' https://sistema.escritorio.com.br/hook ', eventTypes: ['lead.created', 'lead.created'] });
    expect(body).toEqual({ url: 'https://sistema.escritorio.com.br/hook', description: '', eventTypes: ['lead.created'] });
  });

  it.each([
    [{ url: 'não é url', eventTypes: ['lead.created'] }, 'url', 'URL inválida: informe um endereço completo, como https://exemplo.com.br/webhook'],
    [{ url: 'https://a.com.br', eventTypes: [] }, 'eventTypes', 'Selecione pelo menos um evento'],
    [{ url: 'https://a.com.br', eventTypes: ['conversation.deleted'] }, 'eventTypes.0', 'Evento inválido'],
    [{ eventTypes: ['lead.created'] }, 'url', 'URL é obrigatória'],
  ])('refuses %j naming %s in pt-BR', (input, path, message) => {
    const result = ZCreateWebhookEndpointBody.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message });
  });
});
