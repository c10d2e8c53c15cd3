import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActiveUser,
  ZForgotPasswordBody,
  ZLoginBody,
  ZLoginResponse,
  ZOk,
  ZRecoveryPasswordBody,
  ZSignUpBody,
  ZSignUpResponse,
} from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { DataAccess } from '../db/database';
import { errorResponses, strictRateLimit } from '../shared/http';
import { recoverPassword, requestPasswordReset } from './password-recovery.service';
import { getActiveUser, logIn, signUp, type SignToken } from './session.service';

export const sessionRoutes: FastifyPluginAsyncZod<{ data: DataAccess }> = async (app, { data }) => {
  const signToken: SignToken = (claims) => app.jwt.sign(claims);
  const tags = ['session'];

  app.post(
    '/auth/login',
    { config: strictRateLimit, schema: { tags, security: [], body: ZLoginBody, response: { 200: ZLoginResponse, ...errorResponses } } },
    async (request) => logIn(data, request.body, signToken),
  );

  app.post(
    '/auth/sign-up',
    { config: strictRateLimit, schema: { tags, security: [], body: ZSignUpBody, response: { 201: ZSignUpResponse, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await signUp(data, request.body, signToken)),
  );

  app.post(
    '/auth/forgot-password',
    { config: strictRateLimit, schema: { tags, security: [], body: ZForgotPasswordBody, response: { 200: ZOk, ...errorResponses } } },
    async (request) => {
      const delivery = { mailer: app.infra.mailer, publicUrl: app.infra.config.PUBLIC_URL, log: request.log };
      await requestPasswordReset(data, request.body.email, delivery);
      return { success: true as const };
    },
  );

  app.post(
    '/auth/recovery-password',
    { config: strictRateLimit, schema: { tags, security: [], body: ZRecoveryPasswordBody, response: { 200: ZOk, ...errorResponses } } },
    async (request) => {
      await recoverPassword(data, request.body);
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
