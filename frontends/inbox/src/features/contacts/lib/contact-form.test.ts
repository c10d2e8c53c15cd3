import { describe, expect, it } from 'vitest';
import { person } from '../test/fixtures';
import { contactFieldError, toCreatePersonBody, toUpdatePersonBody, type ContactFormValues } from './contact-form';

const values = (overrides: Partial<ContactFormValues> = {}): ContactFormValues => ({
  name: '  Maria Oliveira ',
  phoneNumber: '(11) 9 8765-4321',
  email: '',
  document: '',
  tags: [],
  isBlocked: false,
  ...overrides,
});

describe('contact form', () => {
  it('asks for a name of at least 4 characters and a phone of at least 10 digits', () => {
    expect(contactFieldError('name', 'Ana')).toBe('O campo precisa de pelo menos 4 caracteres');
    expect(contactFieldError('name', 'Ana Souza')).toBeNull();
    expect(contactFieldError('phoneNumber', '(11) 9 876')).toBe('O telefone precisa de pelo menos 10 caracteres');
    expect(contactFieldError('phoneNumber', '(11) 8765-4321')).toBeNull();
  });

  it('leaves the e-mail optional but checks it when given', () => {
    expect(contactFieldError('email', '')).toBeNull();
    expect(contactFieldError('email', 'maria@')).toBe('O e-mail informado está inválido');
    expect(contactFieldError('email', 'maria@exemplo.com.br')).toBeNull();
  });

  it('sends the phone as digits and leaves empty optional fields out of a create', () => {
    expect(toCreatePersonBody(values(), 'inbox-1')).toEqual({
      name: 'Maria Oliveira',
      phoneNumber: '11987654321',
      email: undefined,
      document: undefined,
      tags: [],
      isBlocked: false,
      inboxId: 'inbox-1',
    });
  });

  it('clears emptied fields on an update and resends the phone only when it changed', () => {
    const stored = person({ phoneNumber: '5511987654321', email: 'velho@exemplo.com', document: '123' });
    expect(toUpdatePersonBody(values(), stored)).toEqual({
      name: 'Maria Oliveira',
      email: null,
      document: null,
      tags: [],
      isBlocked: false,
    });
    expect(toUpdatePersonBody(values({ phoneNumber: '(21) 9 1111-2222' }), stored).phoneNumber).toBe('21911112222');
  });
});
