import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SIMULATOR_PHONE_HEADER,
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
import { principalOf } from '@balcao/service-kit';
import { isPhoneToken, type SimulatorChannel } from '../channels/simulator/simulator-channel';
import { integrations } from '../db/schema';
import { simulatorErrors } from '../shared/errors';
import { errorResponses } from '../shared/http';
import { visibleTo } from '../shared/tenancy';
import { PHONE_MESSAGE_BODY_LIMIT, SMALL_BODY_LIMIT } from '../shared/body-limits';

const phoneTokenOf = (request: FastifyRequest) => {
  const token = request.headers[SIMULATOR_PHONE_HEADER];
  return isPhoneToken(token) ? token : null;
};

/** The phone's secret, checked before its body is read: a caller without one sends nothing big. */
const requirePhone = async (request: FastifyRequest) => {
  if (!phoneTokenOf(request)) throw simulatorErrors.PHONE_REQUIRED();
};
const phoneOf = (request: FastifyRequest) => phoneTokenOf(request)!;

/**
 * The client's phone, for demos and tests. No user token: these routes play the customer, and
 * exist only when the simulator is the configured channel provider. Like a real phone, it talks
 * only to the devices whose QR code it scanned (SIMULATOR_PHONE_HEADER carries its secret).
 */
export const simulatorRoutes: FastifyPluginAsyncZod<{ simulator: SimulatorChannel }> = async (app, { simulator }) => {
  const tags = ['simulator'];
  // No user token: the phone's secret travels in SIMULATOR_PHONE_HEADER.
  const security: [] = [];
  const small = { bodyLimit: SMALL_BODY_LIMIT };

  app.post('/simulator/scan', { ...small, schema: { tags, security: [], body: ZSimulatorScanBody, response: { 200: ZSimulatorScanResponse, ...errorResponses } } }, async (request) =>
    simulator.scan(request.body.qrcode, phoneTokenOf(request) ?? undefined),
  );

  app.post(
    '/simulator/messages',
    { bodyLimit: PHONE_MESSAGE_BODY_LIMIT, onRequest: requirePhone, schema: { tags, security, body: ZSimulatorSendBody, response: { 200: ZSimulatorSendResponse, ...errorResponses } } },
    async (request) => {
      const { body } = request;
      await simulator.assertPaired(body.integrationId, phoneOf(request));
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

  app.get(
    '/simulator/messages',
    { onRequest: requirePhone, schema: { tags, security, querystring: ZSimulatorChatQuery, response: { 200: ZSimulatorChat, ...errorResponses } } },
    async (request) => {
      await simulator.assertPaired(request.query.integrationId, phoneOf(request));
      return { messages: await simulator.chat(request.query.integrationId, request.query.phone) };
    },
  );

  app.post(
    '/simulator/read',
    { ...small, onRequest: requirePhone, schema: { tags, security, body: ZSimulatorReadBody, response: { 200: ZSimulatorReadResponse, ...errorResponses } } },
    async (request) => {
      await simulator.assertPaired(request.body.integrationId, phoneOf(request));
      return { read: await simulator.markRead(request.body.integrationId, request.body.phone) };
    },
  );

  /** The devices this phone paired with; none for a caller without a phone secret. */
  app.get('/simulator/devices', { schema: { tags, security, response: { 200: ZSimulatorDevices } } }, async (request) => {
    const phoneToken = phoneTokenOf(request);
    return { devices: phoneToken ? await simulator.phoneDevices(phoneToken) : [] };
  });

  /** For a signed-in member opening the phone page: the QR codes waiting in their own workspaces, as Integrações shows them. */
  app.get(
    '/simulator/waiting-devices',
    { onRequest: app.authenticate, schema: { tags, response: { 200: ZSimulatorDevices, ...errorResponses } } },
    async (request) => ({ devices: await simulator.store.waitingDevices(visibleTo(principalOf(request), integrations)) }),
  );
};
