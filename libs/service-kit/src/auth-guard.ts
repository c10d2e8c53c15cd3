import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { ZTokenClaims, type TokenClaims } from '@balcao/contracts';
import { authenticateApiKey, isApiKey, type ApiKeyGuardOptions } from './api-key-guard';
import { commonErrors } from './errors';
import type { JwtKeys } from './keys';

export interface Principal {
  userId: string;
  officeId: string;
  roleId: string;
  permissions: string[];
  /** The user's profile is the office's Gestor (the protected profile). */
  isManager: boolean;
  /** Set when an office's API key makes the request: its scopes and the only workspaces it reaches. */
  apiKey?: { id: string; scopes: string[]; inboxIds: string[] };
}

/** What a verified token says: who signed in, and what they could do when it was issued. */
export interface VerifiedToken extends Principal {
  /** The user's session version at issue (0 for tokens issued before versions existed). */
  sessionVersion: number;
  /** Issue time, unix seconds. */
  issuedAt: number;
}

/**
 * What a request's user may do NOW (ARCHITECTURE §4): the service asks its own source of the
 * user's current state (auth its tables, the others their membership projection) and answers the
 * principal, or throws 401 when the session ended (user deleted, password changed, office archived).
 */
export type SessionCheck = (token: VerifiedToken) => Promise<Principal>;

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    principal?: Principal;
    sessionCheck?: SessionCheck;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
  }
}

/** How many verified tokens a process remembers, and for how long at most (never past their expiry). */
const VERIFIED_TOKENS_MAX = 10_000;
const VERIFIED_TOKEN_TTL_MS = 10 * 60_000;

/**
 * Tokens this process has verified, with their principal, until their expiry: a screen sends
 * the same token on every request, and an RS256 check plus the claims' parse cost more CPU than
 * most reads' SQL. A token's signature and claims never change, so the answer stays true until
 * `exp`; an invalid token is never kept. Oldest entries go first when full.
 */
class VerifiedTokens {
  private readonly entries = new Map<string, { principal: VerifiedToken; until: number }>();

  get(token: string, now: number) {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.principal;
  }

  set(token: string, principal: VerifiedToken, expiresAtSeconds: number | undefined, now: number) {
    const until = Math.min(now + VERIFIED_TOKEN_TTL_MS, expiresAtSeconds === undefined ? Infinity : expiresAtSeconds * 1000);
    if (until <= now) return;
    if (this.entries.size >= VERIFIED_TOKENS_MAX) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, { principal, until });
  }
}

const bearerTokenOf = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header !== undefined && header.startsWith('Bearer ') ? header.slice(7) : undefined;
};

/**
 * RS256 verification with auth's public key; signing only where the private key is given (auth).
 * A bearer starting with `blc_` is an office's API key, verified by auth on each request (`apiKeys`).
 */
export async function registerJwt(app: FastifyInstance, keys: JwtKeys, expiresIn: string, apiKeys?: ApiKeyGuardOptions) {
  await app.register(fastifyJwt, {
    secret: keys.privateKey ? { private: keys.privateKey, public: keys.publicKey } : { public: keys.publicKey },
    sign: { algorithm: 'RS256', expiresIn },
    verify: { algorithms: ['RS256'] },
  });
  app.decorateRequest('principal', undefined);
  app.decorateRequest('sessionCheck', undefined);
  const verified = new VerifiedTokens();
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    // A route without its service's session check would trust a token's claims forever: refuse.
    const check = request.sessionCheck;
    if (!check) throw new Error(`no session check is registered for ${request.routeOptions.url ?? request.url}`);
    const token = bearerTokenOf(request);
    if (token !== undefined && isApiKey(token)) {
      if (!apiKeys) throw commonErrors.UNAUTHORIZED();
      request.principal = await authenticateApiKey(apiKeys, request, reply, token);
      return;
    }
    const now = Date.now();
    let known = token === undefined ? undefined : verified.get(token, now);
    if (!known) {
      let claims: TokenClaims & { iat?: number; exp?: number };
      try {
        claims = { ...ZTokenClaims.parse(await request.jwtVerify()), iat: (request.user as { iat?: number }).iat, exp: (request.user as { exp?: number }).exp };
      } catch {
        throw commonErrors.UNAUTHORIZED();
      }
      // Frozen: one verified token serves every request that carries it.
      known = Object.freeze({
        userId: claims.sub,
        officeId: claims.officeId,
        roleId: claims.roleId,
        permissions: Object.freeze(claims.permissions) as string[],
        isManager: claims.isManager ?? false,
        sessionVersion: claims.sessionVersion ?? 0,
        issuedAt: claims.iat ?? 0,
      });
      if (token !== undefined) verified.set(token, known, claims.exp, now);
    }
    request.principal = await check(known);
  });
}

/**
 * Every route of this service (the plugin `app` and what it registers afterwards) checks its
 * tokens with `check`. Register it before the routes, at the top of the service plugin.
 */
export function registerSessionCheck(app: FastifyInstance, check: SessionCheck) {
  app.addHook('onRequest', async (request) => {
    request.sessionCheck = check;
  });
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw commonErrors.UNAUTHORIZED();
  return request.principal;
}

/** preHandler: the signed-in user's profile must have this permission code. */
export const requirePermission = (code: string) => async (request: FastifyRequest) => {
  if (!principalOf(request).permissions.includes(code)) throw commonErrors.FORBIDDEN();
};

/** preHandler: only the office's Gestor (the office, its workspaces, subscription, cards and credits). */
export const requireManager = async (request: FastifyRequest) => {
  if (!principalOf(request).isManager) throw commonErrors.MANAGER_ONLY();
};
