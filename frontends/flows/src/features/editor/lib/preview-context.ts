import type { FlowContext } from '@balcao/flow-engine';

/** Sample values for placeholders in the step preview and the test chat. */
export function sampleFlowContext(attendant: { name: string; email: string; contact?: string | null }): FlowContext {
  return {
    client: { name: 'Maria Oliveira Santos', phone: '+55 (11) 98765-4321', document: '123.456.789-09', status: 'Ativo', createdAt: new Date().toISOString() },
    attendant: { name: attendant.name, email: attendant.email, phone: attendant.contact ?? '', role: 'Atendente' },
  };
}
