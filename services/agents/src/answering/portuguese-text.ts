// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- @nlpjs ships no types; other projects compiling this file need the declarations too
/// <reference path="../types/nlpjs.d.ts" />
import { StemmerPt, StopwordsPt } from '@nlpjs/lang-pt';

/**
 * Portuguese as clients type it on WhatsApp, brought to comparable words: no accents or case,
 * no stretched letters ('oiii'), abbreviations spelled out ('vc', 'pq', 'qnto'), and words of one
 * family reduced to one stem (Snowball's Portuguese stemmer, then the derivations it leaves apart).
 */

const stemmer = new StemmerPt();

/** Lower case without accents: 'Petição' and 'peticao' are the same word to a client typing on a phone. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** WhatsApp abbreviations and spellings, folded, to the words they stand for. */
const ABBREVIATIONS: Record<string, string> = {
  vc: 'voce', vcs: 'voces', voce: 'voce', ce: 'voce', cs: 'voces',
  q: 'que', oq: 'o que', oque: 'o que', pq: 'porque', pk: 'porque', qq: 'qualquer',
  pra: 'para', pro: 'para o', pros: 'para os', p: 'para', prq: 'porque',
  tb: 'tambem', tbm: 'tambem', tmb: 'tambem', td: 'tudo', tds: 'todos', hj: 'hoje', amanha: 'amanha',
  msg: 'mensagem', msgs: 'mensagens', n: 'nao', naum: 'nao', nn: 'nao', s: 'sim', ss: 'sim',
  qnto: 'quanto', qto: 'quanto', qnt: 'quanto', qnta: 'quanta', qta: 'quanta', qntos: 'quantos', qnts: 'quantos', qts: 'quantos', qtos: 'quantos', qntas: 'quantas', qtas: 'quantas',
  qdo: 'quando', qnd: 'quando', qndo: 'quando', qual: 'qual', ql: 'qual', qlq: 'qualquer',
  cmg: 'comigo', ctg: 'contigo', mt: 'muito', mto: 'muito', mta: 'muita', mtos: 'muitos', nd: 'nada', ngm: 'ninguem', blz: 'beleza',
  obg: 'obrigado', obgd: 'obrigado', obgda: 'obrigada', vlw: 'valeu', pfv: 'por favor', pf: 'por favor', pfvr: 'por favor', plz: 'por favor',
  hr: 'hora', hrs: 'horas', h: 'horas', min: 'minutos', seg: 'segunda',
  dr: 'doutor', dra: 'doutora', adv: 'advogado', advs: 'advogados', advogada: 'advogado',
  doc: 'documento', docs: 'documentos', info: 'informacao', infos: 'informacoes',
  zap: 'whatsapp', zapzap: 'whatsapp', wpp: 'whatsapp', whats: 'whatsapp', wts: 'whatsapp',
  ta: 'esta', tah: 'esta', to: 'estou', tou: 'estou', tao: 'estao', tava: 'estava', tamo: 'estamos',
  eh: 'e', neh: 'ne', aki: 'aqui', axo: 'acho', kd: 'cade', ngc: 'negocio', fds: 'fim de semana',
  d: 'de', c: 'com', cm: 'com', tbem: 'tambem', agr: 'agora', dps: 'depois', vdd: 'verdade', sla: 'sei la', vo: 'vou',
};

/** The words of a text as a client means them: folded, letters typed over and over once, abbreviations spelled out. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const raw of foldText(text).replace(/%/g, ' porcentagem ').match(/[a-z0-9]+/g) ?? []) {
    // Three or more of one letter is a stretch ('oiii', 'simmm'); two may be Portuguese ('voo', 'carro').
    const word = raw.replace(/([a-z])\1{2,}/g, '$1');
    words.push(...(ABBREVIATIONS[word] ?? word).split(' '));
  }
  return words;
}

// Greetings, courtesies and the verbs every question carries say nothing about what is asked.
const CONVERSATION_FILLERS = [
  'oi', 'ola', 'opa', 'bom', 'boa', 'bons', 'dia', 'tarde', 'noite', 'obrigado', 'obrigada', 'favor', 'gostaria', 'queria', 'quero', 'saber',
  'pode', 'posso', 'poderia', 'podem', 'consigo', 'tudo', 'bem', 'ai', 'aqui', 'la', 'esta', 'estou', 'estao', 'estava', 'ser', 'e', 'sao', 'sou', 'era', 'foi', 'fui', 'seria', 'ha', 'quer', 'querem', 'funciona',
  'tenho', 'tem', 'ter', 'tinha', 'teria', 'faz', 'fazer', 'faco', 'fazem', 'preciso', 'precisa', 'precisar', 'algum', 'alguma', 'alguem', 'coisa',
  'agora', 'ja', 'ainda', 'entao', 'ne', 'sim', 'ok', 'certo', 'por', 'favor', 'senhor', 'senhora', 'duvida', 'pergunta', 'informacao', 'ajuda', 'ajudar',
  'sobre', 'respeito', 'vai', 'vou', 'dar', 'da', 'deu', 'so', 'acho', 'assim', 'tipo', 'cade', 'mesmo', 'mim', 'nao', 'isso', 'esse', 'essa', 'tal', 'todo', 'toda',
  'nada', 'nunca', 'sempre', 'algo', 'vez', 'outra', 'outro', 'veio', 'vem', 'vir', 'fiquei', 'ficou', 'pego', 'pegar', 'conseguir', 'consegue', 'precisamos',
  'aconteceu', 'acontece', 'fazia', 'fiz', 'fez', 'fizeram', 'tive', 'teve', 'falar', 'dizer', 'ver', 'perco', 'perder', 'certeza', 'caso',
  'ir', 'cabe', 'caber', 'costuma', 'ontem', 'esperar', 'esperando',
];
/** Words that look empty but carry the question ('onde' is the address, 'quanto' the price). */
const MEANINGFUL = new Set(['quanto', 'quanta', 'quantos', 'quantas', 'onde', 'quando', 'ate', 'horas']);
const STOPWORDS = new Set([...Object.keys(new StopwordsPt().dictionary).map(foldText), ...CONVERSATION_FILLERS].filter((word) => !MEANINGFUL.has(word)));

/** Whether a folded word says nothing about the question. */
export const isStopword = (word: string) => STOPWORDS.has(word);

/** Nasal endings clients type without the tilde, which the stemmer needs ('demissao' → 'demissão'). */
const withTilde = (word: string) => word.replace(/cao$/, 'ção').replace(/coes$/, 'ções').replace(/sao$/, 'são').replace(/soes$/, 'sões');

/**
 * Derivations Snowball leaves apart, the RSLP way (Orengo & Huyck's noun suffixes): aposentadoria
 * / aposentar, demissão / demitir, divórcio / divorciar, pensionista / pensão, processual / processo.
 */
const FAMILY_SUFFIXES: Array<[RegExp, string]> = [
  [/^(.{5,})(ador|edor|idor)$/, '$1'],
  [/^(.{4,})(ual|ist)$/, '$1'],
  [/^herdeir$/, 'herd'],
  [/^(.{2,}[^s])iss(a)?$/, '$1it'],
  [/^(.{4,}c)i$/, '$1'],
  [/^pagament$/, 'pag'],
  [/^(pens)(a|o|ion)$/, '$1ao'],
  [/^heranc$/, 'herd'],
];

/**
 * Irregular verb forms, folded, to their infinitive: a stemmer cuts endings and cannot see that
 * 'peço' is 'pedir' or 'trouxe' 'trazer'. Portuguese's common irregular verbs, their forms a
 * client writes (present, past, subjunctive), not words of any office's trainings. Forms that are
 * also nouns ('peça', 'posto', 'visto') are left out.
 */
const IRREGULAR_VERBS: Record<string, string[]> = {
  pedir: ['peco', 'pecam'],
  despedir: ['despeco', 'despeca', 'despecam'],
  impedir: ['impeco', 'impeca'],
  medir: ['meco', 'meca'],
  trazer: ['trago', 'traga', 'tragam', 'trouxe', 'trouxer', 'trouxeram'],
  perder: ['perco', 'perca', 'percam'],
  dizer: ['digo', 'diga', 'digam', 'disse', 'disseram'],
  ver: ['vejo', 'veja', 'vejam', 'viu', 'viram'],
  por: ['ponho', 'ponha', 'pus', 'puser'],
  saber: ['sei', 'saiba', 'soube', 'souber'],
  caber: ['caibo', 'caiba', 'coube'],
  ouvir: ['ouco', 'ouca'],
  valer: ['valho', 'valha'],
  manter: ['mantenho', 'mantem', 'manteve', 'mantenha'],
  requerer: ['requeiro', 'requeira'],
  seguir: ['sigo', 'siga', 'sigam'],
  servir: ['sirvo', 'sirva'],
  sentir: ['sinto', 'sinta'],
  preferir: ['prefiro', 'prefira'],
  dormir: ['durmo', 'durma'],
  fugir: ['fujo', 'fuja'],
};
const INFINITIVE_OF = new Map(Object.entries(IRREGULAR_VERBS).flatMap(([infinitive, forms]) => forms.map((form) => [form, infinitive] as const)));

/** The stem of one folded word: its family's common root ('aposentadoria', 'aposentado' → 'aposent'; 'peço' → 'ped'). */
export function stemOf(word: string): string {
  const lemma = INFINITIVE_OF.get(foldText(word)) ?? word;
  let stem = foldText(stemmer.stemWord(withTilde(lemma)) || lemma);
  for (const [suffix, replacement] of FAMILY_SUFFIXES) stem = stem.replace(suffix, replacement);
  return stem;
}

/** Edit distance with swapped neighbours as one edit ('aposentadroia'), up to `limit` (beyond: limit + 1). */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/**
 * A typo fixed against the words the agent knows (its trainings' and the thesaurus'): a word of
 * five letters or more that is unknown and one edit (two from ten letters on) from exactly one known
 * word becomes that word. Ambiguous or distant words stay as typed.
 */
export function correctedWord(word: string, known: ReadonlySet<string>): string {
  if (word.length < 5 || known.has(word) || isStopword(word) || /\d/.test(word)) return word;
  const limit = word.length >= 10 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = limit + 1;
  let tied = false;
  for (const candidate of known) {
    const distance = editDistance(word, candidate, limit);
    if (distance < bestDistance) [best, bestDistance, tied] = [candidate, distance, false];
    else if (distance === bestDistance && distance <= limit && stemOf(candidate) !== stemOf(best ?? '')) tied = true;
  }
  return best && !tied ? best : word;
}
