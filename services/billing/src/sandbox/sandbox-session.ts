import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIES } from '@balcao/contracts';
import { billingErrors } from '../shared/errors';

/** Requests whose session came from the shell's cookie (a tab of the app's origin), not an Authorization header. */
const byCookie = new WeakSet<FastifyRequest>();

function cookieToken(request: FastifyRequest) {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIES.token) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * onRequest, before `app.authenticate`: the sandbox page is opened in a tab of the app, which has
 * the session in its cookie but sends no Authorization header; the cookie's token then stands in
 * for the header, and the user is checked exactly as on any API call.
 */
export async function sessionFromCookie(request: FastifyRequest) {
  if (request.headers.authorization) return;
  const token = cookieToken(request);
  if (!token) return;
  request.headers.authorization = `Bearer ${token}`;
  byCookie.add(request);
}

/** What the page's forms carry: derived from the session's token, which another site cannot read. */
export const formTokenOf = (sessionToken: string) => createHash('sha256').update(`balcao-sandbox-form:${sessionToken}`).digest('hex').slice(0, 32);

export const sessionTokenOf = (request: FastifyRequest) => request.headers.authorization?.replace(/^Bearer /, '') ?? '';

/**
 * preValidation of the actions: a post made with the cookie alone must carry the page's form token,
 * so a form on another site cannot act with the Gestor's cookie (SameSite=Lax already stops most).
 */
export async function requireFormToken(request: FastifyRequest) {
  if (!byCookie.has(request)) return;
  const given = (request.body as { formToken?: unknown } | undefined)?.formToken;
  const expected = formTokenOf(sessionTokenOf(request));
  if (typeof given !== 'string' || given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) throw billingErrors.SANDBOX_FORM_EXPIRED();
}
