/**
 * WhatsApp-style text to display pieces: links become anchors and *bold*, _italic_ and
 * ~strike~ keep their meaning (signed messages arrive as '*Name*:\ntext'). Line breaks stay in
 * the text; the bubble preserves them with `white-space: pre-wrap`.
 */
export type RichTextPiece =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'bold' | 'italic' | 'strike'; text: string };

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** Splits text into plain parts and links (http(s) or www.). */
export function linkify(text: string): RichTextPiece[] {
  const pieces: RichTextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let url = match[0];
    const trailing = url.match(TRAILING)?.[0] ?? '';
    // Keep a closing parenthesis that belongs to the address, e.g. Wikipedia links.
    if (trailing && !(trailing === ')' && url.includes('('))) url = url.slice(0, url.length - trailing.length);
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: 'link', text: url, href: url.toLowerCase().startsWith('www.') ? `https://${url}` : url });
    last = start + url.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

const STYLE_PATTERN = /(^|[\s([{])([*_~])(?!\s)([^\n]*?[^\s])\2(?=$|[\s.,;:!?)\]}])/g;
const STYLE_KIND = { '*': 'bold', _: 'italic', '~': 'strike' } as const;

function styled(text: string): RichTextPiece[] {
  const pieces: RichTextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(STYLE_PATTERN)) {
    const [whole, lead, marker, inner] = match;
    const start = (match.index ?? 0) + lead.length;
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: STYLE_KIND[marker as keyof typeof STYLE_KIND], text: inner });
    last = (match.index ?? 0) + whole.length;
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/** Links first (their text is never styled), then WhatsApp markers in the plain parts. */
export function toRichText(text: string): RichTextPiece[] {
  return linkify(text).flatMap((piece) => (piece.kind === 'text' ? styled(piece.text) : [piece]));
}
