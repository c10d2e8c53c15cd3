import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REALTIME_UNAUTHORIZED_CLOSE_CODE, ZTokenClaims } from '@balcao/contracts';
import type { RealtimeGateway } from './realtime-gateway';

const ZRealtimeQuery = z.object({ token: z.string().optional() });

function principalFromToken(app: FastifyInstance, token: string | undefined) {
  if (!token) return null;
  try {
    const claims = ZTokenClaims.parse(app.jwt.verify(token));
    return { userId: claims.sub, officeId: claims.officeId };
  } catch {
    return null;
  }
}

/** `GET /api/realtime?token=<jwt>` upgrades to the realtime socket (ARCHITECTURE §5). */
export async function realtimeRoutes(app: FastifyInstance, { gateway }: { gateway: RealtimeGateway }) {
  app.get('/realtime', { websocket: true, schema: { hide: true, querystring: ZRealtimeQuery } }, (socket, request) => {
    const principal = principalFromToken(app, (request.query as z.infer<typeof ZRealtimeQuery>).token);
    if (!principal) {
      socket.close(REALTIME_UNAUTHORIZED_CLOSE_CODE, 'Sessão expirada. Entre novamente.');
      return;
    }
    // The upgraded request's connection is the one the WebSocket writes to.
    gateway.connect(socket, principal, request.raw.socket);
  });
}
