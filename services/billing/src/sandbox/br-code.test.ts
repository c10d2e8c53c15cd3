import { describe, expect, it } from 'vitest';
import { buildBrCode } from './br-code';

/** An independent reading of a BR Code: bitwise CRC16/CCITT-FALSE and a recursive EMV TLV parse. */
function crcOf(text: string) {
  let crc = 0xffff;
  for (const char of text) {
    for (let bit = 7; bit >= 0; bit--) {
      const top = (crc >> 15) & 1;
      const input = (char.charCodeAt(0) >> bit) & 1;
      crc = (crc << 1) & 0xffff;
      if (top ^ input) crc ^= 0x1021;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    expect(Number.isInteger(length), `length of field ${id}`).toBe(true);
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  expect(at).toBe(text.length);
  return fields;
}

describe('PIX BR Code of the sandbox', () => {
  it('matches the CRC of the Central Bank manual example', () => {
    const example = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crcOf(example)).toBe('1D3D');
    expect(crcOf('123456789')).toBe('29B1');
  });

  it('carries the EMV fields of a PIX charge and a CRC a bank app accepts', () => {
    const code = buildBrCode({ pixKey: 'b1a5c0a0-5a9d-4c1e-9a55-ba1ca0000001', merchantName: 'Balcão Sandbox Pagamentos Ltda', merchantCity: 'São Paulo', amountCents: 273_600, txid: 'pay_sbx_0a1b2c3d4e5f', description: 'Plano Essencial (anual)' });
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crcOf(code.slice(0, -4)));
    const fields = parseTlv(code);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('2736.00');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('Balcao Sandbox Pagamentos');
    expect(fields.get('60')).toBe('Sao Paulo');
    const account = parseTlv(fields.get('26')!);
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe('b1a5c0a0-5a9d-4c1e-9a55-ba1ca0000001');
    expect(parseTlv(fields.get('62')!).get('05')).toBe('paysbx0a1b2c3d4e5f');
    // Every character is ASCII: byte length equals the declared lengths.
    expect(Buffer.byteLength(code)).toBe(code.length);
  });

  it('changes its CRC when any character changes', () => {
    const code = buildBrCode({ pixKey: 'chave', merchantName: 'Balcao', merchantCity: 'Sao Paulo', amountCents: 3000, txid: 'abc' });
    const tampered = code.replace('30.00', '31.00');
    expect(crcOf(tampered.slice(0, -4))).not.toBe(tampered.slice(-4));
  });
});
