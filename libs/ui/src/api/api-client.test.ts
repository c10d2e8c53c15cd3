import { describe, expect, it } from 'vitest';
import { buildQueryString, errorMessageOf, newIdempotencyKey } from './api-client';

describe('buildQueryString', () => {
  it('skips undefined and null values and joins arrays with commas', () => {
    expect(
      buildQueryString({ page: 1, inboxId: 'abc', search: undefined, roleId: null, tags: ['t1', 't2'], showOnlyUnread: false }),
    ).toBe('?page=1&inboxId=abc&tags=t1%2Ct2&showOnlyUnread=false');
  });

  it('gives an empty string when nothing is left', () => {
    expect(buildQueryString({ search: undefined })).toBe('');
    expect(buildQueryString()).toBe('');
  });
});

describe('errorMessageOf', () => {
  it("uses the server's message", () => {
    expect(errorMessageOf({ message: 'E-mail ou senha incorretos' })).toBe('E-mail ou senha incorretos');
  });

  it("falls back to 'Erro interno no servidor' and translates 'Required'", () => {
    expect(errorMessageOf(null)).toBe('Erro interno no servidor');
    expect(errorMessageOf({ message: '  ' })).toBe('Erro interno no servidor');
    expect(errorMessageOf({ message: 'Required' })).toBe('Campo obrigatório');
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct v4 UUIDs', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
