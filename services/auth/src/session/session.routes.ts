import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActiveUser,
  ZChangePasswordBody,
  ZChangePasswordResponse,
  ZForgotPasswordBody,
  ZLoginBody,
  ZLoginResponse,
  ZOk,
  ZRecoveryPasswordBody,
  ZSignUpBody,
  ZSignUpResponse,
} from '@balcao/contracts';
import { principalOf, requestOrigin } from '@balcao/service-kit';
import type { DataAccess } from '../db/database';
import { sessionErrors } from '../shared/errors';
import { errorResponses, strictRateLimit, unavailableResponses } from '../shared/http';
import { auditFailedSignIn, auditSignIn } from '../audit/sign-in-audit';
import { loginThrottle } from './login-throttle';
import { recoverPassword, requestPasswordReset } from './password-recovery.service';
import { changePassword, getActiveUser, logIn, signUp, type SignToken } from './session.service';

export const sessionRoutes: FastifyPluginAsyncZod<{ data: DataAccess }> = async (app, { data }) => {
  const signToken: SignToken = (claims) => app.jwt.sign(claims);
  const tags = ['session'];
  const throttle = loginThrottle(app.infra.store);
  // Recovery e-mails go out after the answer, so its time says nothing of whether the e-mail exists.
  const recoveries = new Set<Promise<void>>();
  app.addHook('onClose', async () => void (await Promise.allSettled(recoveries)));

  app.post(
    '/auth/login',
    { config: strictRateLimit, schema: { tags, security: [], body: ZLoginBody, response: { 200: ZLoginResponse, ...errorResponses } } },
    async (request) => {
      await throttle.assertAllowed(request.body.email);
      try {
        const session = await logIn(data, request.body, signToken);
        await throttle.clear(request.body.email);
        await auditSignIn(data.db, request, session.user).catch((error: unknown) => request.log.error({ err: error }, 'sign-in not audited'));
        return session;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === sessionErrors.INVALID_CREDENTIALS().code) await throttle.recordFailure(request.body.email);
        const refusal = code === sessionErrors.INVALID_CREDENTIALS().code ? 'wrong-password' : code === sessionErrors.OFFICE_ARCHIVED().code ? 'office-archived' : null;
        if (refusal)
          await auditFailedSignIn(data.db, request, request.body.email, refusal).catch((auditError: unknown) => request.log.error({ err: auditError }, 'failed sign-in not audited'));
        throw error;
      }
    },
  );

  app.post(
    '/auth/sign-up',
    { config: strictRateLimit, schema: { tags, security: [], body: ZSignUpBody, response: { 201: ZSignUpResponse, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await signUp(data, request.body, signToken)),
  );

  app.post(
    '/auth/forgot-password',
    { config: strictRateLimit, schema: { tags, security: [], body: ZForgotPasswordBody, response: { 200: ZOk, ...errorResponses, ...unavailableResponses } } },
    async (request) => {
      if (app.infra.mailer.kind === 'none') throw sessionErrors.RECOVERY_UNAVAILABLE();
      const delivery = { mailer: app.infra.mailer, publicUrl: app.infra.config.PUBLIC_URL, log: request.log };
      const recovery = requestPasswordReset(data, request.body.email, delivery)
        .catch((error: unknown) => request.log.error({ err: error }, 'password recovery not started'))
        .finally(() => recoveries.delete(recovery));
      recoveries.add(recovery);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: app.authenticate,
      config: strictRateLimit,
      schema: { tags, body: ZChangePasswordBody, response: { 200: ZChangePasswordResponse, ...errorResponses } },
    },
    async (request) => changePassword(data, principalOf(request), request.body, signToken, requestOrigin(request)),
  );

  app.post(
    '/auth/recovery-password',
    { config: strictRateLimit, schema: { tags, security: [], body: ZRecoveryPasswordBody, response: { 200: ZOk, ...errorResponses } } },
    async (request) => {
      await recoverPassword(data, request.body, requestOrigin(request));
      return { success: true as const };
    },
  );

  app.get(
    '/auth/me',
    { onRequest: app.authenticate, schema: { tags, response: { 200: ZActiveUser, ...errorResponses } } },
    async (request) => {
      const principal = principalOf(request);
      return getActiveUser(data, principal.userId, principal.officeId);
    },
  );
};
