import { WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT, type WebhookDeliveryStatus } from '@balcao/contracts';

export const eventTypeName = (code: string) => (code === WEBHOOK_TEST_EVENT ? 'Evento de teste' : (WEBHOOK_EVENT_TYPES.find((type) => type.code === code)?.name ?? code));

export const DELIVERY_STATUS_LABELS: Record<WebhookDeliveryStatus, { label: string; color: string }> = {
  PENDING: { label: 'Aguardando', color: 'processing' },
  SUCCEEDED: { label: 'Entregue', color: 'success' },
  FAILED: { label: 'Falhou', color: 'error' },
};
