import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REALTIME_UNAUTHORIZED_CLOSE_CODE, ZApiError, ZRealtimeTicket, ZTokenClaims } from '@balcao/contracts';
import { principalOf, type KeyValueStore, type SessionCheck } from '@balcao/service-kit';
import type { RealtimeGateway } from './realtime-gateway';
import { issueRealtimeTicket, socketPrincipalOf, type TicketHolder } from './realtime-ticket';

// Anything but one string (absent, repeated) is no ticket: the socket closes with 4401, not a 400.
const ZRealtimeQuery = z.object({ ticket: z.string().optional().catch(undefined) });

export interface RealtimeRoutesOptions {
  gateway: RealtimeGateway;
  store: KeyValueStore;
  ticketTtlSeconds: number;
  /** The service's session check: a socket opens only for a user whose session is still good. */
  sessionCheck: SessionCheck;
}

/** The ticket's holder as they are now (deleted, reset or moved between the ticket and the socket: no socket). */
async function currentHolder(sessionCheck: SessionCheck, holder: TicketHolder | null): Promise<TicketHolder | null> {
  if (!holder) return null;
  const sessionVersion = holder.sessionVersion ?? 0;
  try {
    const principal = await sessionCheck({ ...holder, sessionVersion, issuedAt: Math.floor(Date.now() / 1000) });
    return { ...principal, sessionVersion };
  } catch {
    return null;
  }
}

/** The session version the bearer token was issued with (already verified by `app.authenticate`). */
function sessionVersionOf(app: FastifyInstance, request: FastifyRequest): number | undefined {
  const token = request.headers.authorization?.slice('Bearer '.length);
  const claims = token ? ZTokenClaims.pick({ sessionVersion: true }).safeParse(app.jwt.decode(token)) : undefined;
  return claims?.success ? claims.data.sessionVersion : undefined;
}

/**
 * `POST /api/realtime/ticket` (Bearer) answers a one-use ticket; `GET /api/realtime?ticket=…`
 * upgrades to the realtime socket (ARCHITECTURE §5). The session token never goes in the URL.
 */
export async function realtimeRoutes(app: FastifyInstance, { gateway, store, ticketTtlSeconds, sessionCheck }: RealtimeRoutesOptions) {
  app.post(
    '/realtime/ticket',
    { onRequest: app.authenticate, schema: { tags: ['realtime'], response: { 200: ZRealtimeTicket, 401: ZApiError } } },
    async (request, reply) => {
      const holder: TicketHolder = { ...principalOf(request), sessionVersion: sessionVersionOf(app, request) };
      const ticket = await issueRealtimeTicket(store, holder, ticketTtlSeconds);
      reply.header('cache-control', 'no-store');
      return { ticket, expiresIn: ticketTtlSeconds };
    },
  );

  const principals = new WeakMap<FastifyRequest, TicketHolder | null>();
  app.get(
    '/realtime',
    {
      websocket: true,
      schema: { hide: true, querystring: ZRealtimeQuery },
      // Taken before the upgrade, so the socket's frame listeners are attached the moment it opens.
      preHandler: async (request) => {
        const holder = await socketPrincipalOf(store, (request.query as z.infer<typeof ZRealtimeQuery>).ticket);
        principals.set(request, await currentHolder(sessionCheck, holder));
      },
    },
    (socket, request) => {
      const principal = principals.get(request);
      if (!principal) {
        socket.close(REALTIME_UNAUTHORIZED_CLOSE_CODE, 'Sessão expirada. Entre novamente.');
        return;
      }
      // The upgraded request's connection is the one the WebSocket writes to.
      gateway.connect(socket, principal, request.raw.socket);
    },
  );
}
