import { SIMULATOR_PHONE_HEADER } from '@balcao/contracts';
import type { AgentsTestApp } from './agents-test-app';

/**
 * The client's phone on messaging's WhatsApp simulator: scanning a device's QR code gives it a
 * secret, and the simulator only takes messages from (and shows chats to) the phone that scanned.
 */
export function simulatedPhone(t: Pick<AgentsTestApp, 'expectOk'>) {
  let headers: Record<string, string> = {};
  return {
    async scan(qrcode: string) {
      const scanned = await t.expectOk<{ phoneToken: string }>({ method: 'POST', url: '/api/simulator/scan', payload: { qrcode }, headers });
      headers = { [SIMULATOR_PHONE_HEADER]: scanned.phoneToken };
    },
    /** The client sends a message to the device (any message fields the simulator takes). */
    says: (payload: Record<string, unknown>) => t.expectOk({ method: 'POST', url: '/api/simulator/messages', payload, headers }),
    /** What the office said to this client on that device. */
    async officeSaid(integrationId: string, phone: string) {
      const chat = await t.expectOk<{ messages: { from: string; text?: string | null }[] }>({ url: '/api/simulator/messages', query: { integrationId, phone }, headers });
      return chat.messages.filter((message) => message.from === 'office').map((message) => message.text ?? '');
    },
  };
}
