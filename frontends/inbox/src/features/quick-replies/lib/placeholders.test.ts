import { describe, expect, it } from 'vitest';
import { insertToken, splitPlaceholders } from './placeholders';

describe('quick-reply placeholders', () => {
  it('inserts a placeholder at the cursor and puts the caret after it', () => {
    expect(insertToken('Olá, !', 5, 5, '{primeiro_nome}')).toEqual({ text: 'Olá, {primeiro_nome}!', caret: 20 });
  });

  it('replaces the selected text', () => {
    expect(insertToken('Olá, cliente!', 5, 12, '{nome_cliente}')).toEqual({ text: 'Olá, {nome_cliente}!', caret: 19 });
  });

  it('appends when the cursor is past the end', () => {
    expect(insertToken('Att.', 99, 99, ' {nome_atendente}').text).toBe('Att. {nome_atendente}');
  });

  it('cuts the content into text and placeholder chips', () => {
    expect(splitPlaceholders('Olá, {primeiro_nome}! Sou {nome_atendente}.')).toEqual([
      { kind: 'text', text: 'Olá, ' },
      { kind: 'placeholder', text: '{primeiro_nome}', label: 'Primeiro nome' },
      { kind: 'text', text: '! Sou ' },
      { kind: 'placeholder', text: '{nome_atendente}', label: 'Atendente' },
      { kind: 'text', text: '.' },
    ]);
  });
});
