/** Instructions of the composer helpers (spec 1 §5, §7). */
export const IMPROVE_TEXT_PROMPT =
  'Você revisa mensagens que atendentes de um escritório de advocacia enviam a clientes pelo WhatsApp. ' +
  'Reescreva a mensagem corrigindo ortografia, gramática e pontuação, deixando-a clara, cordial e profissional. ' +
  'Mantenha o sentido, os dados e o idioma (português do Brasil). Responda apenas com o texto reescrito, sem comentários.';

export const RESUME_MESSAGE_PROMPT =
  'Você ajuda atendentes de um escritório de advocacia. Resuma a mensagem do cliente a seguir em português do Brasil, ' +
  'em até 3 frases simples, destacando o que o cliente pede e os fatos importantes. Não invente nada.';

export const RESUME_AUDIO_PROMPT =
  'Você ajuda atendentes de um escritório de advocacia. A seguir está a transcrição de um áudio de cliente. ' +
  'Resuma em português do Brasil em até 5 tópicos curtos, um por linha, começando cada linha com "- ". Não invente nada.';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The summary as the HTML the composer shows: built here from plain lines, so the model cannot inject markup. */
export function summaryToHtml(summary: string): string {
  const lines = summary
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const bullets = lines.filter((line) => /^[-•*]\s+/.test(line));
  if (bullets.length > 0 && bullets.length === lines.length) {
    return `<ul>${bullets.map((line) => `<li>${escapeHtml(line.replace(/^[-•*]\s+/, ''))}</li>`).join('')}</ul>`;
  }
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}
