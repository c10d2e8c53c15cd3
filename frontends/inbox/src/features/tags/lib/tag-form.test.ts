import { describe, expect, it } from 'vitest';
import { initialTagValues, tagFieldError, toCreateTagBody } from './tag-form';

describe('tag form', () => {
  it('answers the spec messages for a missing name, colour or module', () => {
    expect(tagFieldError('name', '   ')).toBe('Nome da etiqueta é obrigatório');
    expect(tagFieldError('name', undefined)).toBe('Nome da etiqueta é obrigatório');
    expect(tagFieldError('color', '')).toBe('Cor da etiqueta é obrigatório');
    expect(tagFieldError('color', 'azul')).toBe('Cor da etiqueta é obrigatório');
    expect(tagFieldError('modules', [])).toBe('Módulo da etiqueta é obrigatório');
    expect(tagFieldError('modules', undefined)).toBe('Módulo da etiqueta é obrigatório');
  });

  it('accepts a named tag with a colour and a module', () => {
    expect(tagFieldError('name', 'Trabalhista')).toBeNull();
    expect(tagFieldError('color', '#0296f9')).toBeNull();
    expect(tagFieldError('modules', ['crm'])).toBeNull();
  });

  it('starts a new tag blue, as the spec defaults it', () => {
    expect(initialTagValues()).toEqual({ name: '', color: '#0296F9', modules: [] });
    expect(toCreateTagBody({ name: ' Cível ', color: '#e8793a', modules: ['crm'] }, 'inbox-1')).toEqual({
      name: 'Cível',
      color: '#E8793A',
      modules: ['crm'],
      inboxId: 'inbox-1',
    });
  });
});
