import { describe, expect, it } from 'vitest';
import { linkify, toRichText } from './rich-text';

describe('linkify', () => {
  it('turns addresses into links and leaves the rest as text', () => {
    expect(linkify('Veja https://tjsp.jus.br/processo?id=1, e responda.')).toEqual([
      { kind: 'text', text: 'Veja ' },
      { kind: 'link', text: 'https://tjsp.jus.br/processo?id=1', href: 'https://tjsp.jus.br/processo?id=1' },
      { kind: 'text', text: ', e responda.' },
    ]);
  });

  it('adds https to www addresses', () => {
    expect(linkify('www.balcao.com.br')).toEqual([{ kind: 'link', text: 'www.balcao.com.br', href: 'https://www.balcao.com.br' }]);
  });

  it('keeps line breaks in the text', () => {
    expect(linkify('linha 1\nlinha 2')).toEqual([{ kind: 'text', text: 'linha 1\nlinha 2' }]);
  });
});

describe('toRichText', () => {
  it('reads WhatsApp emphasis, as in signed messages', () => {
    expect(toRichText('*Ana Souza*:\nBom dia')).toEqual([
      { kind: 'bold', text: 'Ana Souza' },
      { kind: 'text', text: ':\nBom dia' },
    ]);
    expect(toRichText('um _prazo_ e ~multa~')).toEqual([
      { kind: 'text', text: 'um ' },
      { kind: 'italic', text: 'prazo' },
      { kind: 'text', text: ' e ' },
      { kind: 'strike', text: 'multa' },
    ]);
  });

  it('leaves lone markers and links alone', () => {
    expect(toRichText('2 * 3 = 6')).toEqual([{ kind: 'text', text: '2 * 3 = 6' }]);
    expect(toRichText('https://a.com/_x_')).toEqual([{ kind: 'link', text: 'https://a.com/_x_', href: 'https://a.com/_x_' }]);
  });
});
