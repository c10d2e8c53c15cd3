import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZSimulatorChat,
  ZSimulatorChatQuery,
  ZSimulatorDevices,
  ZSimulatorReadBody,
  ZSimulatorReadResponse,
  ZSimulatorScanBody,
  ZSimulatorScanResponse,
  ZSimulatorSendBody,
  ZSimulatorSendResponse,
} from '@balcao/contracts';
import type { SimulatorChannel } from '../channels/simulator/simulator-channel';
import { errorResponses } from '../shared/http';

/** Room for a 20 MB file in base64 plus the JSON around it. */
const PHONE_MESSAGE_BODY_LIMIT = 30 * 1024 * 1024;

/**
 * The client's phone, for demos and tests. No user token: these routes play the customer, and
 * exist only when the simulator is the configured channel provider.
 */
export const simulatorRoutes: FastifyPluginAsyncZod<{ simulator: SimulatorChannel }> = async (app, { simulator }) => {
  const tags = ['simulator'];

  app.post('/simulator/scan', { schema: { tags, security: [], body: ZSimulatorScanBody, response: { 200: ZSimulatorScanResponse, ...errorResponses } } }, async (request) =>
    simulator.scan(request.body.qrcode),
  );

  app.post(
    '/simulator/messages',
    { bodyLimit: PHONE_MESSAGE_BODY_LIMIT, schema: { tags, security: [], body: ZSimulatorSendBody, response: { 200: ZSimulatorSendResponse, ...errorResponses } } },
    async (request) => {
      const { body } = request;
      return simulator.receive({
        integrationId: body.integrationId,
        from: body.from,
        name: body.name ?? null,
        type: body.type,
        text: body.text ?? null,
        caption: body.caption ?? null,
        file: body.file ? { data: Buffer.from(body.file.data, 'base64'), mimeType: body.file.mimeType, fileName: body.file.fileName ?? null } : null,
        id: body.id,
        quotedId: body.quotedId ?? null,
        reactionToId: body.reactionToId ?? null,
      });
    },
  );

  app.get('/simulator/messages', { schema: { tags, security: [], querystring: ZSimulatorChatQuery, response: { 200: ZSimulatorChat, ...errorResponses } } }, async (request) => ({
    messages: await simulator.chat(request.query.integrationId, request.query.phone),
  }));

  app.post('/simulator/read', { schema: { tags, security: [], body: ZSimulatorReadBody, response: { 200: ZSimulatorReadResponse, ...errorResponses } } }, async (request) => ({
    read: await simulator.markRead(request.body.integrationId, request.body.phone),
  }));

  app.get('/simulator/devices', { schema: { tags, security: [], response: { 200: ZSimulatorDevices } } }, async () => ({ devices: await simulator.store.devices() }));
};
