import { SUPPORT_TEXTS } from '@balcao/contracts';
import { defineErrors } from '@balcao/service-kit';

export const supportErrors = defineErrors('SUPPORT', {
  INVALID_FORM: { status: 400, message: 'Envie os campos como multipart/form-data' },
  ATTACHMENT_TYPE: { status: 400, message: SUPPORT_TEXTS.attachmentType },
  ATTACHMENT_TOO_LARGE: { status: 413, message: SUPPORT_TEXTS.attachmentTooLarge },
  MAIL_FAILED: { status: 502, message: SUPPORT_TEXTS.sendFailed },
  MAIL_NOT_CONFIGURED: { status: 503, message: SUPPORT_TEXTS.mailNotConfigured },
});
