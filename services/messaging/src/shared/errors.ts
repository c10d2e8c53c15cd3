import { defineErrors } from '@balcao/service-kit';
import {
  CONVERSATION_CLOSED_MESSAGE,
  FAST_MESSAGE_EMPTY_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  INVALID_AGENT_MESSAGE,
  INVALID_FLOW_MESSAGE,
  HUMAN_SUPPORT_ALREADY_MESSAGE,
  INVALID_ATTENDANT_MESSAGE,
  MESSAGE_DELETE_WINDOW_MESSAGE,
  MESSAGE_REQUIRED_MESSAGE,
  PERSON_PHONE_TAKEN_MESSAGE,
  QR_CODE_LOCKED_MESSAGE,
  NO_ATTENDANT_AVAILABLE_MESSAGE,
  SEND_FAILED_MESSAGE,
  DEVICE_UNAVAILABLE_MESSAGE,
  DELETE_FAILED_MESSAGE,
  TAG_NAME_TAKEN_MESSAGE,
  TAG_NOT_FOR_MODULE_MESSAGES,
  TRANSFER_ONLY_HUMAN_MESSAGE,
} from '@balcao/contracts';

export const personErrors = defineErrors('PERSON', {
  PHONE_TAKEN: { status: 409, message: PERSON_PHONE_TAKEN_MESSAGE },
  INVALID_TAG: { status: 400, message: 'Etiqueta inválida' },
});

export const conversationErrors = defineErrors('CONVERSATION', {
  ALREADY_HUMAN: { status: 409, message: HUMAN_SUPPORT_ALREADY_MESSAGE },
  NOT_HUMAN: { status: 409, message: 'A conversa não está em atendimento humano' },
  OPEN_EXISTS: { status: 409, message: 'Já existe uma conversa aberta com este contato neste dispositivo' },
  INVALID_USER: { status: 400, message: INVALID_ATTENDANT_MESSAGE },
  TRANSFER_ONLY_HUMAN: { status: 409, message: TRANSFER_ONLY_HUMAN_MESSAGE },
  NO_ATTENDANT_AVAILABLE: { status: 409, message: NO_ATTENDANT_AVAILABLE_MESSAGE },
  CLOSED: { status: 409, message: CONVERSATION_CLOSED_MESSAGE },
});

export const tagErrors = defineErrors('TAG', {
  NAME_TAKEN: { status: 409, message: TAG_NAME_TAKEN_MESSAGE },
  NOT_FOR_CONVERSAS: { status: 400, message: TAG_NOT_FOR_MODULE_MESSAGES.conversas },
  NOT_FOR_PESSOAS: { status: 400, message: TAG_NOT_FOR_MODULE_MESSAGES.pessoas },
  NOT_FOR_FAST_MESSAGES: { status: 400, message: TAG_NOT_FOR_MODULE_MESSAGES['fast-messages'] },
  NOT_FOR_CRM: { status: 400, message: TAG_NOT_FOR_MODULE_MESSAGES.crm },
});

export const fastMessageErrors = defineErrors('FAST_MESSAGE', {
  EMPTY: { status: 400, message: FAST_MESSAGE_EMPTY_MESSAGE },
});

export const messageErrors = defineErrors('MESSAGE', {
  REQUIRED: { status: 400, message: MESSAGE_REQUIRED_MESSAGE },
  FILE_TOO_LARGE: { status: 413, message: FILE_TOO_LARGE_MESSAGE },
  DELETE_WINDOW: { status: 403, message: MESSAGE_DELETE_WINDOW_MESSAGE },
  SEND_FAILED: { status: 502, message: SEND_FAILED_MESSAGE },
  /** The channel could not reach the device within the send's time (a take-over, a reconnection): ask again. */
  DEVICE_UNAVAILABLE: { status: 503, message: DEVICE_UNAVAILABLE_MESSAGE },
  DELETE_FAILED: { status: 502, message: DELETE_FAILED_MESSAGE },
  INVALID_REFERENCE: { status: 400, message: 'A mensagem referenciada não foi encontrada nesta conversa' },
  INVALID_FORM: { status: 400, message: 'Envie os campos como multipart/form-data' },
});

export const integrationErrors = defineErrors('INTEGRATION', {
  QR_LOCKED: { status: 409, message: QR_CODE_LOCKED_MESSAGE },
  ALREADY_CONNECTED: { status: 409, message: 'O dispositivo já está conectado' },
  CREATE_FAILED: { status: 502, message: 'Erro ao criar integração' },
  QR_FAILED: { status: 502, message: 'Erro ao gerar novo QR Code' },
  INVALID_FLOW: { status: 400, message: INVALID_FLOW_MESSAGE },
  INVALID_AGENT: { status: 400, message: INVALID_AGENT_MESSAGE },
});

export const simulatorErrors = defineErrors('SIMULATOR', {
  INVALID_QR: { status: 404, message: 'QR Code inválido ou expirado' },
  NOT_CONNECTED: { status: 409, message: 'O dispositivo não está conectado' },
  PHONE_REQUIRED: { status: 401, message: 'Escaneie o QR Code de um dispositivo neste celular primeiro' },
  NOT_PAIRED: { status: 404, message: 'Este celular não está pareado com o dispositivo' },
});

export const mediaErrors = defineErrors('MEDIA', {
  INVALID_LINK: { status: 403, message: 'Link do arquivo inválido ou expirado' },
});
