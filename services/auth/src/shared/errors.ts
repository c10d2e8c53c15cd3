import { defineErrors } from '@balcao/service-kit';
import { API_KEY_MESSAGES, PHONE_ALREADY_VERIFIED } from '@balcao/contracts';

export const sessionErrors = defineErrors('SESSION', {
  INVALID_CREDENTIALS: { status: 401, message: 'E-mail ou senha incorretos' },
  OFFICE_ARCHIVED: { status: 403, message: 'Escritório arquivado' },
  INVALID_RECOVERY_LINK: { status: 400, message: 'Link de recuperação inválido ou expirado' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Muitas tentativas de entrada com este e-mail. Aguarde 15 minutos ou redefina a sua senha.' },
  RECOVERY_UNAVAILABLE: { status: 503, message: 'A recuperação de senha está indisponível: o envio de e-mails não está configurado neste servidor. Fale com o Gestor do seu escritório.' },
});

export const userErrors = defineErrors('USER', {
  EMAIL_TAKEN: { status: 409, message: 'Este e-mail já está cadastrado' },
  SELF_DELETE: { status: 400, message: 'Você não pode excluir o seu próprio usuário' },
  LAST_MANAGER: { status: 409, message: 'O escritório precisa de pelo menos um gestor' },
  INVALID_ROLE: { status: 400, message: 'Perfil inválido' },
  INVALID_INBOX: { status: 400, message: 'Workspace inválido' },
  SELF_PROFILE: { status: 403, message: 'Você não pode alterar o seu próprio perfil nem os seus workspaces' },
  MANAGER_PROFILE_ONLY: { status: 403, message: 'Apenas o Gestor pode conceder o perfil Gestor' },
  MANAGER_TARGET: { status: 403, message: 'Apenas o Gestor pode alterar ou excluir um Gestor' },
  ABOVE_OWN_PERMISSIONS: { status: 403, message: 'Você só pode gerenciar atendentes e perfis com as permissões que você mesmo tem' },
  SELF_PASSWORD: { status: 400, message: 'Para alterar a sua senha, informe a senha atual' },
  WRONG_CURRENT_PASSWORD: { status: 400, message: 'Senha atual incorreta' },
});

export const roleErrors = defineErrors('ROLE', {
  PROTECTED: { status: 403, message: 'O perfil Gestor não pode ser alterado' },
  IN_USE: { status: 409, message: 'Este perfil possui atendentes vinculados' },
  NAME_TAKEN: { status: 409, message: 'Já existe um perfil com este nome' },
  OWN_PROFILE: { status: 403, message: 'Você não pode alterar o seu próprio perfil' },
  ABOVE_OWN_PERMISSIONS: { status: 403, message: 'Você só pode conceder permissões que você mesmo tem' },
});

export const inboxErrors = defineErrors('INBOX', {
  LAST_INBOX: { status: 409, message: 'O escritório precisa de pelo menos um workspace' },
});

export const officeErrors = defineErrors('OFFICE', {
  PHONE_ALREADY_VERIFIED: { status: 409, message: PHONE_ALREADY_VERIFIED },
  RESEND_TOO_SOON: { status: 429, message: 'Aguarde para reenviar o código' },
  INVALID_CODE: { status: 400, message: 'Código inválido ou expirado' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Muitas tentativas. Solicite um novo código.' },
  SENDER_UNAVAILABLE: { status: 503, message: 'Erro ao enviar código de confirmação' },
});

export const apiKeyManagementErrors = defineErrors('API_KEY', {
  INVALID_INBOX: { status: 400, message: 'Workspace inválido' },
  ALREADY_REVOKED: { status: 409, message: API_KEY_MESSAGES.alreadyRevoked },
});
