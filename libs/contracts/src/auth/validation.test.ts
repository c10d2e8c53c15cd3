import { describe, expect, it } from 'vitest';
import { ZCreateUserBody, ZLoginBody, ZSignUpBody } from './index';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('auth validation speaks the spec’s pt-BR', () => {
  it('sign-in: invalid e-mail and missing password', () => {
    expect(messagesOf(ZLoginBody.safeParse({ email: 'ana@', password: '' }))).toEqual({
      email: 'O e-mail informado está inválido',
      password: 'A senha é obrigatória',
    });
  });

  it('sign-up: name under 4, short phone, short password, missing field', () => {
    expect(messagesOf(ZSignUpBody.safeParse({ name: 'Ana', email: 'ana@escritorio.com', phoneNumber: '1199', password: '1234567' }))).toEqual({
      name: 'O campo precisa de pelo menos 4 caracteres',
      phoneNumber: 'O telefone precisa de pelo menos 11 caracteres',
      password: 'A senha precisa de pelo menos 8 caracteres',
    });
    expect(messagesOf(ZSignUpBody.safeParse({ email: 'ana@escritorio.com', phoneNumber: '11999999999', password: '12345678' }))).toEqual({
      name: 'O campo é obrigatório',
    });
  });

  it('attendant: no workspace and mismatched passwords', () => {
    const result = ZCreateUserBody.safeParse({
      name: 'Carla Advogada',
      email: 'carla@escritorio.com',
      roleId: '0190a1b2-0000-7000-8000-000000000001',
      inboxId: [],
      password: { password: 'senhaforte1', confirmPassword: 'senhaforte2' },
    });
    expect(messagesOf(result)).toEqual({
      inboxId: 'Selecione pelo menos um workspace',
      'password.confirmPassword': 'As senhas digitadas não coincidem',
    });
  });

  it('normalises the e-mail and strips the contact mask', () => {
    const result = ZCreateUserBody.parse({
      name: 'Carla Advogada',
      email: '  Carla@Escritorio.com ',
      contact: '(11) 9 8765-4321',
      roleId: '0190a1b2-0000-7000-8000-000000000001',
      inboxId: ['0190a1b2-0000-7000-8000-000000000002'],
      password: { password: 'senhaforte1', confirmPassword: 'senhaforte1' },
    });
    expect(result.email).toBe('carla@escritorio.com');
    expect(result.contact).toBe('11987654321');
  });
});
