import { z } from 'zod';

/**
 * Every zod message defaults to pt-BR: a missing field reads 'O campo é obrigatório'
 * (spec 1 §5), everything else falls back to zod's Portuguese locale.
 */
const portuguese = z.locales.pt();

z.config({
  ...portuguese,
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'O campo é obrigatório';
    if (issue.code === 'invalid_type' && issue.input === null) return 'O campo é obrigatório';
    return undefined;
  },
});

export const messages = {
  required: 'O campo é obrigatório',
  min4: 'O campo precisa de pelo menos 4 caracteres',
  invalidEmail: 'O e-mail informado está inválido',
  passwordRequired: 'A senha é obrigatória',
  passwordMin8: 'A senha precisa de pelo menos 8 caracteres',
  phoneMin11: 'O telefone precisa de pelo menos 11 caracteres',
  passwordsDontMatch: 'As senhas digitadas não coincidem',
  selectWorkspace: 'Selecione pelo menos um workspace',
  selectRole: 'Selecione um perfil',
  officeNameRequired: 'Preencha o nome do escritório',
  phoneRequired: 'Preencha o número do Whatsapp',
  codeRequired: 'Preencha o código de confirmação',
  internalError: 'Erro interno no servidor',
  serviceUnavailable: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
} as const;
