import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZConfirmCodeBody, ZIdParams, ZOffice, ZOk, ZSendPhoneVerificationBody, ZUpdateOfficeBody } from '@balcao/contracts';
import { principalOf, requireManager } from '@balcao/service-kit';
import type { DataAccess } from '../db/database';
import { errorResponses, strictRateLimit } from '../shared/http';
import type { PhoneMessageSender } from './message-sender';
import { archiveOffice, officeOf, toOffice, updateOffice } from './office.service';
import { confirmPhoneCode, sendPhoneVerification } from './phone-verification.service';

export const officeRoutes: FastifyPluginAsyncZod<{ data: DataAccess; phoneSender: PhoneMessageSender | null }> = async (
  app,
  { data, phoneSender },
) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['office'];

  app.post(
    '/office/send-phone-verification',
    { preHandler: requireManager, schema: { tags, body: ZSendPhoneVerificationBody, response: { 200: ZOk, ...errorResponses } } },
    async (request) => {
      await sendPhoneVerification(data, phoneSender, principalOf(request), request.body.phoneNumber);
      return { success: true as const };
    },
  );

  app.post(
    '/office/confirm-code',
    { preHandler: requireManager, config: strictRateLimit, schema: { tags, body: ZConfirmCodeBody, response: { 200: ZOffice, ...errorResponses } } },
    async (request) => confirmPhoneCode(data, principalOf(request), request.body.code),
  );

  app.get('/office/:id', { schema: { tags, params: ZIdParams, response: { 200: ZOffice, ...errorResponses } } }, async (request) =>
    toOffice(await officeOf(data.db, principalOf(request), request.params.id)),
  );

  app.patch(
    '/office/:id',
    { preHandler: requireManager, schema: { tags, params: ZIdParams, body: ZUpdateOfficeBody, response: { 200: ZOffice, ...errorResponses } } },
    async (request) => updateOffice(data, principalOf(request), request.params.id, request.body),
  );

  app.post(
    '/office/:id/archive',
    { preHandler: requireManager, schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errorResponses } } },
    async (request) => {
      await archiveOffice(data, principalOf(request), request.params.id);
      return { success: true as const };
    },
  );
};
