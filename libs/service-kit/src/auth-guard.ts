import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { ZTokenClaims, type TokenClaims } from '@balcao/contracts';
import { commonErrors } from './errors';
import type { JwtKeys } from './keys';

export interface Principal {
  userId: string;
  officeId: string;
  roleId: string;
  permissions: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
  }
}

/** RS256 verification with auth's public key; signing only where the private key is given (auth). */
export async function registerJwt(app: FastifyInstance, keys: JwtKeys, expiresIn: string) {
  await app.register(fastifyJwt, {
    secret: keys.privateKey ? { private: keys.privateKey, public: keys.publicKey } : { public: keys.publicKey },
    sign: { algorithm: 'RS256', expiresIn },
    verify: { algorithms: ['RS256'] },
  });
  app.decorateRequest('principal', undefined);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    let claims: TokenClaims;
    try {
      claims = ZTokenClaims.parse(await request.jwtVerify());
    } catch {
      throw commonErrors.UNAUTHORIZED();
    }
    request.principal = { userId: claims.sub, officeId: claims.officeId, roleId: claims.roleId, permissions: claims.permissions };
  });
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw commonErrors.UNAUTHORIZED();
  return request.principal;
}

/** preHandler: the token must carry this permission code. */
export const requirePermission = (code: string) => async (request: FastifyRequest) => {
  if (!principalOf(request).permissions.includes(code)) throw commonErrors.FORBIDDEN();
};
