import { isStopword, stemOf, wordsOf } from './portuguese-text';

/**
 * What clients of a law office call the same thing in different words. Each group is read as one
 * term, in the trainings as in the client's message: 'fui mandado embora' and 'demissão' meet, as
 * do 'papéis' and 'documentos'. One word stands for its whole family (its stem), an expression
 * for its words in order. Kept to meanings that hold in any office's trainings; a group must not
 * join things an office answers differently (the price of a consultation and the ways to pay).
 */
export const SYNONYM_GROUPS: Record<string, string[]> = {
  demissao: ['demitir', 'demissão', 'dispensar', 'dispensa', 'mandar embora', 'mandado embora', 'mandaram embora', 'mandou embora', 'perdi o emprego', 'desligado', 'desligamento', 'sem justa causa', 'rescisão', 'acerto'],
  'justa-causa': ['justa causa', 'por justa causa'],
  documento: ['documento', 'documentação', 'papel', 'papéis', 'papelada'],
  preco: ['valor', 'preço', 'custo', 'custar', 'quanto custa', 'quanto é', 'quanto fica', 'quanto cobra', 'quanto cobram', 'quanto sai'],
  honorarios: ['honorários', 'porcentagem', 'percentual', 'êxito', 'pagamento do advogado', 'parte do advogado'],
  consulta: ['consulta', 'atendimento', 'reunião'],
  endereco: ['endereço', 'localização', 'onde fica', 'onde ficam', 'fica onde', 'ficam onde', 'onde é', 'onde vocês ficam', 'localizado', 'localizados', 'como chego', 'como chegar'],
  online: ['online', 'on line', 'videochamada', 'vídeo chamada', 'chamada de vídeo', 'videoconferência', 'virtual', 'a distância', 'remoto', 'remotamente'],
  horario: ['horário', 'que horas', 'que hora', 'expediente', '=abre', '=abrem', '=fecha', '=fecham', '=aberto', '=abertos', '=funcionam', 'funcionamento'],
  agendar: ['agendar', 'marcar', 'agendamento'],
  remarcar: ['remarcar', 'reagendar', 'desmarcar', 'cancelar a consulta', 'cancelar o horário', 'mudar a data', 'mudar o dia', 'trocar a data', 'trocar o dia', 'outro dia', 'não vou poder ir', 'imprevisto'],
  advogado: ['advogado', 'advogada', 'doutor', 'doutora', 'jurídico'],
  processo: ['processo', 'ação', 'processar'],
  andamento: ['andamento', 'novidade', 'novidades', 'situação', 'status', 'movimentação', 'acompanhar'],
  sentenca: ['sentença', 'decisão', 'julgamento'],
  negativado: ['negativar', 'negativação', 'nome sujo', 'sujar o nome', 'sujaram meu nome', 'nome limpo', 'spc', 'serasa'],
  empresa: ['empresa', 'patrão', 'empregador', 'firma', 'chefe'],
  'carteira-assinada': ['carteira assinada', 'sem carteira', 'sem registro', 'registro em carteira', 'carteira não assinada', 'assinou a carteira', 'assinou minha carteira', 'registrou minha carteira', 'registrado em carteira'],
  'hora-extra': ['hora extra', 'horas extras', 'extra', 'extras', 'além do horário', 'hora a mais', 'horas a mais'],
  alimentos: ['pensão alimentícia', 'alimentos', 'alimentícia'],
  filho: ['filho', 'filha', 'filhos', 'criança', 'menor', 'menores'],
  conjuge: ['marido', 'esposa', 'esposo', 'companheiro', 'companheira', 'cônjuge', 'viúva', 'viúvo'],
  falecer: ['falecer', 'falecimento', 'morrer', 'morte', 'óbito', 'faleceu', 'morreu'],
  herdeiro: ['herança', 'herdeiro', 'herdar', 'partilha', 'espólio', 'inventário', 'dividir os bens', 'bens'],
  divorcio: ['divórcio', 'divorciar', 'separação', 'separar do', 'separar da'],
  guarda: ['=guarda', 'visita', 'visitas', 'ver meu filho', 'ver minha filha', 'com quem fica'],
  revisao: ['revisão', 'revisar', 'recalcular', 'calculou errado', 'aumentar o valor', 'corrigir o valor'],
  indenizacao: ['indenização', 'indenizar', 'danos morais', 'dano moral', 'reparação', 'ressarcimento'],
  defeito: ['defeito', 'defeituoso', 'quebrado', 'quebrou', 'estragado', 'estragou', 'parou de funcionar', 'deu problema', 'com problema'],
  voo: ['voo', 'avião', 'aéreo', 'aérea', 'companhia aérea', 'aeroporto', 'passagem aérea', 'embarque'],
  atraso: ['atraso', 'atrasar', 'atrasado'],
  emprestimo: ['empréstimo', 'consignado', 'crédito consignado'],
  acidente: ['acidente', 'batida', 'bater', 'bateram', 'bateu', 'colisão', 'atropelar', 'atropelado', 'atropelamento', 'capotar'],
  veiculo: ['carro', 'moto', 'veículo', 'ônibus', 'caminhão', 'trânsito'],
  imovel: ['imóvel', '=casa', 'terreno', 'apartamento', 'lote', 'sítio', 'chácara'],
  doenca: ['doença', 'doente', 'enfermidade', 'afastado', 'afastamento', 'afastar', 'atestado', 'incapacidade', 'licença médica', 'cirurgia'],
  indeferido: ['negar', 'negado', 'negaram', 'negou', 'indeferir', 'indeferido', 'indeferimento', 'recusar', 'recusado', 'recusou', 'não aprovou', 'não aprovado'],
  recorrer: ['recorrer', 'recurso', 'contestar', 'apelar', 'reverter'],
  idoso: ['idoso', 'idosa', 'terceira idade'],
  deficiente: ['deficiente', 'deficiência', 'pcd'],
  'baixa-renda': ['baixa renda', 'pobre', 'carente', 'hipossuficiente', 'hipossuficiência', 'ganha pouco', 'sem dinheiro', 'não tenho dinheiro', 'desempregado'],
  gratuito: ['gratuito', 'gratuita', 'grátis', 'de graça', 'sem pagar', 'gratuidade'],
  parcelar: ['parcelar', 'parcelamento', 'parcela', 'parcelas'],
  cartao: ['cartão', 'crédito', 'débito'],
  pagamento: ['pagar', 'pagamento', 'pagamentos'],
  enviar: ['enviar', 'mandar', 'mando', 'encaminhar', 'remeter'],
  assinar: ['assinar', 'assinatura', 'assino'],
  bpc: ['bpc', 'loas', 'benefício assistencial', 'prestação continuada', 'amparo assistencial'],
  demora: ['demora', 'demorar', 'quanto tempo', 'previsão', 'quantos meses', 'quantos anos demora'],
  escritura: ['escritura', 'documento do imóvel', 'passar para o meu nome', 'colocar no meu nome', 'passar pro meu nome', 'regularizar', 'regularização'],
  posse: ['usucapião', 'posse'],
};

type Phrase = { stems: string[]; term: string };

const termOf = (group: string) => `~${group}`;

// '=casa' matches that word (and its plural) only: its stem is also caso's.
const keyOf = (word: string, stem: string, exact: boolean) => (exact ? `=${word.replace(/s$/, '')}` : stem);

function compile() {
  const byWord = new Map<string, string>();
  const phrases: Phrase[] = [];
  for (const [group, expressions] of Object.entries(SYNONYM_GROUPS)) {
    for (const expression of expressions) {
      const exact = expression.startsWith('=');
      const words = wordsOf(expression);
      const stems = words.map(stemOf);
      if (stems.length === 1) byWord.set(keyOf(words[0], stems[0], exact), termOf(group));
      else phrases.push({ stems, term: termOf(group) });
    }
  }
  // The longest expression wins where two start at the same word ('sem justa causa' over 'justa causa').
  phrases.sort((a, b) => b.stems.length - a.stems.length);
  return { byWord, phrases };
}

const THESAURUS = compile();

/** Every word the thesaurus knows, folded: a client's typo may be one of them. */
export const THESAURUS_WORDS: ReadonlySet<string> = new Set(Object.values(SYNONYM_GROUPS).flatMap((expressions) => expressions.flatMap((expression) => wordsOf(expression.replace(/^=/, '')))));

/**
 * The group of an expression starting at `at`, and how many words it spans. A stopword the client
 * put inside it is passed over ('quanto vocês cobram' is 'quanto cobram').
 */
export function phraseAt(stems: string[], words: string[], at: number): { term: string; length: number } | null {
  for (const phrase of THESAURUS.phrases) {
    let position = at;
    let skipped = 0;
    for (const stem of phrase.stems) {
      while (stems[position] !== stem && position > at && skipped < 1 && position < stems.length && isStopword(words[position])) {
        position += 1;
        skipped += 1;
      }
      if (stems[position] !== stem) {
        position = -1;
        break;
      }
      position += 1;
    }
    if (position > at) return { term: phrase.term, length: position - at };
  }
  return null;
}

/** The group of one word (of its family, or of the word itself for an exact entry), or null. */
export const groupOfWord = (word: string, stem: string) => THESAURUS.byWord.get(keyOf(word, stem, true)) ?? THESAURUS.byWord.get(stem) ?? null;
