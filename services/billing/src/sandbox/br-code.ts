/**
 * PIX BR Code (BCB "Manual de Padrões para Iniciação do Pix"): EMV MPM fields as ID + two-digit
 * length + value, closed by field 63 holding the CRC16-CCITT (poly 0x1021, init 0xFFFF) of
 * everything before it, "6304" included.
 */
const field = (id: string, value: string) => {
  if (value.length > 99) throw new Error(`EMV field ${id} longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Names and cities go without accents, at their maximum lengths (25 and 15). */
const plain = (text: string, max: number) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9 .-]/g, '').slice(0, max).trim();

export interface BrCodeInput {
  pixKey: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  /** Up to 25 letters and digits; identifies the charge. */
  txid: string;
  description?: string;
}

export function buildBrCode(input: BrCodeInput): string {
  const keyFields = field('00', 'br.gov.bcb.pix') + field('01', input.pixKey);
  // The description fills what is left of field 26's 99 characters.
  const description = input.description ? plain(input.description, 99 - keyFields.length - 4) : '';
  const account = keyFields + (description ? field('02', description) : '');
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body =
    field('00', '01') +
    field('01', '12') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    field('54', (input.amountCents / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', plain(input.merchantName, 25)) +
    field('60', plain(input.merchantCity, 15)) +
    field('62', field('05', txid)) +
    '6304';
  return body + crc16Ccitt(body);
}
