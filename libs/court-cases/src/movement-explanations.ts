/**
 * What each common court movement means for the client, in one short plain-Portuguese line.
 *
 * Codes and names are the CNJ's Tabela Processual Unificada (TPU) de Movimentos, Resolução CNJ
 * 46/2007, as published by the CNJ's Sistema de Gestão de Tabelas (SGT, www.cnj.jus.br/sgt) and
 * exported by abjur/tpur (data/table_tpu.rda: every movement with its code, parent and name). The
 * names are the ones DataJud sends in `movimentos[].nome`; a recorded DataJud answer (TJES
 * 0022783-22.2017.8.08.0024) carries 26, 123, 982, 60, 85, 1061, 92, 51, 1051 and 581 with them.
 * Several codes share a name with opposite meanings (332 and 785 are both 'Antecipação de tutela':
 * granted and refused); the code decides, and such a name alone explains nothing.
 */
export interface MovementExplanation {
  /** The name as the TPU (or, for a term without a code here, the courts' systems) writes it. */
  name: string;
  explanation: string;
  /** Other names for the same movement, as other systems and tribunals write them; matched as prefixes. */
  aliases?: readonly string[];
  /** A finer line when a word shows in the movement's name or complements ('designada', 'Citação'), first match wins. */
  details?: ReadonlyArray<readonly [word: string, explanation: string]>;
}

export interface TpuMovementExplanation extends MovementExplanation {
  /** The TPU movement code (DataJud's `movimentos[].codigo`). */
  code: number;
}

const CITATION = 'A citação chama o réu oficialmente ao processo para ele apresentar a defesa.';
const INTIMATION = 'A intimação avisa oficialmente uma das partes de um ato do processo e pode abrir prazo para ela.';
const WARRANT = 'Foi emitida uma ordem do juiz para o oficial de justiça cumprir, como entregar uma citação.';
const OFFICIAL_LETTER = 'Foi emitido um ofício: uma comunicação oficial do juízo a um órgão ou a uma empresa.';
const RELEASE_ORDER = 'Foi emitido um alvará: a autorização do juiz para sacar um valor depositado no processo.';
const CERTIFICATE = 'O cartório emitiu uma certidão, um documento que confirma um fato do processo.';
const LETTER_ROGATORY = 'Foi enviado um pedido a um juiz de outra cidade para cumprir um ato deste processo.';
const EXPERT_REPORT = 'O laudo do perito, com a análise técnica do caso, foi anexado ao processo.';
const DEFENCE = 'O réu apresentou a defesa dele no processo (contestação).';
const APPEAL = 'Uma das partes recorreu da sentença (apelação), e o tribunal vai analisar o caso.';
const SUSPENDED = 'O processo foi suspenso: fica parado até uma condição ou um prazo.';
const FREE_JUSTICE = 'O juiz concedeu a justiça gratuita: a parte não paga as custas do processo.';
const LISTED = 'O processo entrou na pauta: já tem data para ser julgado pelo tribunal.';
const RESUMED = 'A suspensão terminou, e o processo voltou a andar.';
const AGREEMENT_PARTIES = 'O processo foi suspenso a pedido das duas partes, por exemplo para negociar um acordo.';

/** The TPU movements a client is most likely to see, by code. */
export const TPU_MOVEMENT_EXPLANATIONS: readonly TpuMovementExplanation[] = [
  // Serventuário > Distribuidor
  { code: 26, name: 'Distribuição', explanation: 'O processo foi registrado e enviado à vara ou ao juiz que vai cuidar dele.', aliases: ['distribuido'] },
  { code: 36, name: 'Redistribuição', explanation: 'O processo passou para outra vara ou outro juiz, que vai cuidar dele daqui em diante.', aliases: ['redistribuido'] },
  { code: 22, name: 'Baixa Definitiva', explanation: 'O processo foi encerrado nesta instância e saiu da lista de processos em andamento.', aliases: ['baixa'] },
  { code: 488, name: 'Cancelamento de Distribuição', explanation: 'O registro do processo foi cancelado, em geral porque as custas iniciais não foram pagas.', aliases: ['cancelada a distribuicao'] },
  { code: 981, name: 'Recebimento', explanation: 'O setor de distribuição recebeu o processo.', aliases: ['recebido pelo distribuidor'] },
  { code: 982, name: 'Remessa', explanation: 'O setor de distribuição enviou o processo para a vara ou o setor responsável.', aliases: ['remetidos os autos da distribuicao'] },
  // Serventuário > Escrivão / Diretor de Secretaria
  {
    code: 51,
    name: 'Conclusão',
    explanation: 'O processo foi enviado ao juiz para ele decidir o próximo passo.',
    aliases: ['conclusos', 'concluso'],
    details: [
      ['sentenca', 'O processo foi enviado ao juiz para ele dar a sentença.'],
      ['julgamento', 'O processo foi enviado ao juiz para julgamento.'],
      ['decisao', 'O processo foi enviado ao juiz para ele tomar uma decisão.'],
      ['despacho', 'O processo foi enviado ao juiz para ele dar uma ordem de andamento (despacho).'],
    ],
  },
  {
    code: 60,
    name: 'Expedição de documento',
    explanation: 'O cartório emitiu um documento do processo, como uma carta, um ofício ou um mandado.',
    aliases: ['expedicao', 'expedido', 'expedida'],
    details: [
      ['citacao', CITATION],
      ['intimacao', INTIMATION],
      ['mandado', WARRANT],
      ['oficio', OFFICIAL_LETTER],
      ['alvara', RELEASE_ORDER],
      ['certidao', CERTIFICATE],
      ['carta precatoria', LETTER_ROGATORY],
    ],
  },
  { code: 67, name: 'Juntada', explanation: 'Um documento foi anexado ao processo.' },
  {
    code: 85,
    name: 'Petição',
    explanation: 'Uma das partes enviou um pedido ou uma manifestação, que foi anexado ao processo.',
    aliases: ['juntada de peticao'],
    details: [
      ['contestacao', DEFENCE],
      ['inicial', 'A petição inicial, que dá início ao processo, foi anexada.'],
      ['apelacao', APPEAL],
      ['contrarrazoes', 'A outra parte respondeu ao recurso (contrarrazões).'],
      ['contra razoes', 'A outra parte respondeu ao recurso (contrarrazões).'],
    ],
  },
  {
    code: 581,
    name: 'Documento',
    explanation: 'Um documento foi anexado ao processo.',
    aliases: ['juntada de documento'],
    details: [
      ['laudo', EXPERT_REPORT],
      ['certidao', CERTIFICATE],
      ['aviso de recebimento', 'Chegou o aviso de recebimento (AR) de uma carta enviada pelo processo.'],
      ['mandado', 'O mandado, com o que o oficial de justiça fez, foi anexado ao processo.'],
      ['sentenca', 'O texto da sentença foi anexado ao processo.'],
      ['decisao', 'O texto de uma decisão do juiz foi anexado ao processo.'],
    ],
  },
  { code: 118, name: 'Protocolo de Petição', explanation: 'Uma petição foi protocolada, ou seja, entregue oficialmente no processo.', aliases: ['protocolizada peticao'] },
  { code: 92, name: 'Publicação', explanation: 'Um ato do processo foi publicado oficialmente; a partir daí podem começar a contar prazos.', aliases: ['publicado'] },
  {
    code: 1061,
    name: 'Disponibilização no Diário da Justiça Eletrônico',
    explanation: 'Um ato do processo saiu no Diário da Justiça eletrônico; conta como publicado no dia útil seguinte.',
    aliases: ['disponibilizado no dj', 'disponibilizacao'],
  },
  { code: 928, name: 'Republicação', explanation: 'Um ato do processo foi publicado de novo, em geral para corrigir a publicação anterior.', aliases: ['republicado'] },
  {
    code: 123,
    name: 'Remessa',
    explanation: 'O processo foi enviado para outro setor ou órgão, como o tribunal ou a contadoria.',
    aliases: ['remessa', 'remetidos os autos'],
    details: [['grau de recurso', 'O processo foi enviado ao tribunal para o julgamento do recurso.']],
  },
  { code: 132, name: 'Recebimento', explanation: 'O processo chegou ao setor responsável, que vai dar o próximo andamento.', aliases: ['recebimento', 'recebidos os autos'] },
  { code: 135, name: 'Apensamento', explanation: 'Este processo foi ligado a outro processo relacionado, para andarem juntos.', aliases: ['apensado'] },
  { code: 137, name: 'Desapensamento', explanation: 'Este processo foi separado do processo ao qual estava ligado.', aliases: ['desapensado'] },
  { code: 493, name: 'Entrega em carga/vista', explanation: 'O processo foi entregue a um advogado ou ao Ministério Público para análise.', aliases: ['autos entregues em carga', 'carga', 'vista'] },
  { code: 848, name: 'Trânsito em julgado', explanation: 'A decisão ficou definitiva: não cabe mais recurso.', aliases: ['transitado em julgado'] },
  { code: 849, name: 'Reativação', explanation: 'O processo voltou a andar.', aliases: ['processo reativado'] },
  { code: 861, name: 'Arquivamento', explanation: 'O processo foi arquivado: não há mais andamentos previstos.', aliases: ['arquivado', 'processo arquivado'] },
  {
    code: 245,
    name: 'Provisório',
    explanation: 'O processo foi arquivado provisoriamente e pode voltar a andar se houver novidade.',
    aliases: ['arquivado provisoriamente', 'arquivamento provisorio'],
  },
  { code: 246, name: 'Definitivo', explanation: 'O processo foi arquivado de vez, sem pendências.', aliases: ['arquivado definitivamente', 'arquivamento definitivo'] },
  { code: 893, name: 'Desarquivamento', explanation: 'O processo saiu do arquivo e voltou a andar.', aliases: ['desarquivado', 'processo desarquivado'] },
  {
    code: 970,
    name: 'Audiência',
    explanation: 'O processo tem uma audiência registrada; seu advogado confirma a data e o que fazer.',
    details: [
      ['nao realizada', 'A audiência que estava marcada não aconteceu.'],
      ['redesignada', 'A audiência foi remarcada para outra data.'],
      ['designada', 'Foi marcada uma audiência. Seu advogado vai confirmar a data, o horário e o local.'],
      ['realizada', 'A audiência aconteceu; o que foi decidido nela fica registrado no processo.'],
      ['cancelada', 'A audiência que estava marcada foi cancelada.'],
    ],
  },
  { code: 1051, name: 'Decurso de Prazo', explanation: 'Terminou o prazo que uma das partes tinha para se manifestar.', aliases: ['decorrido prazo', 'decurso'] },
  { code: 11383, name: 'Ato ordinatório', explanation: 'O cartório deu um andamento de rotina, sem decisão do juiz, como intimar uma parte.', aliases: ['ato ordinatorio praticado'] },
  { code: 417, name: 'Inclusão em pauta', explanation: LISTED, aliases: ['incluido em pauta'] },
  { code: 12104, name: 'Inclusão em pauta', explanation: LISTED },
  { code: 897, name: 'Retirada de pauta', explanation: 'O processo saiu da pauta de julgamento e será julgado em outra data.', aliases: ['retirado de pauta'] },
  { code: 12106, name: 'Adiamento do julgamento (art. 935 do CPC)', explanation: 'O julgamento foi adiado para outra sessão.', aliases: ['adiamento do julgamento'] },
  { code: 311, name: 'Leilão ou Praça', explanation: 'Há um leilão de bens, marcado ou realizado, para pagar uma dívida do processo.', aliases: ['leilao', 'praca'] },
  { code: 10966, name: 'Mudança de Classe Processual', explanation: 'O tipo do processo mudou, por exemplo de ação para cumprimento de sentença.', aliases: ['classe processual alterada'] },
  // Serventuário > Oficial de Justiça
  {
    code: 106,
    name: 'Mandado',
    explanation: 'O oficial de justiça devolveu o mandado e informou se conseguiu cumprir a ordem.',
    aliases: ['mandado devolvido'],
    details: [
      ['parcialmente', 'O oficial de justiça cumpriu só parte da ordem e devolveu o mandado.'],
      ['nao cumprido', 'O oficial de justiça devolveu o mandado sem conseguir cumprir a ordem.'],
      ['negativo', 'O oficial de justiça devolveu o mandado sem conseguir cumprir a ordem.'],
      ['cumprido', 'O oficial de justiça cumpriu a ordem do juiz e devolveu o mandado.'],
      ['positivo', 'O oficial de justiça cumpriu a ordem do juiz e devolveu o mandado.'],
    ],
  },
  { code: 985, name: 'Mandado', explanation: 'O oficial de justiça recebeu a ordem do juiz e vai cumpri-la.', aliases: ['recebido o mandado'] },
  // Serventuário > Contador, Arquivista
  { code: 16, name: 'Cálculo', explanation: 'A contadoria do fórum fez um cálculo de valores do processo.', aliases: ['realizado calculo'] },
  { code: 478, name: 'Cálculo de Liquidação', explanation: 'A contadoria calculou o valor que deve ser pago no processo.', aliases: ['realizado calculo de liquidacao'] },
  { code: 479, name: 'Custas', explanation: 'Foram calculadas as custas, as taxas do processo.', aliases: ['realizado calculo de custas'] },
  { code: 480, name: 'Atualização de conta', explanation: 'Os valores do processo foram atualizados com correção e juros.', aliases: ['conta atualizada'] },
  { code: 979, name: 'Recebimento', explanation: 'A contadoria do fórum recebeu o processo para fazer cálculos.', aliases: ['recebidos os autos pela contadoria'] },
  { code: 980, name: 'Remessa', explanation: 'A contadoria terminou os cálculos e devolveu o processo.', aliases: ['remetidos os autos da contadoria'] },
  { code: 977, name: 'Recebimento', explanation: 'O processo chegou ao arquivo do fórum.', aliases: ['recebimento pelo arquivo'] },
  { code: 978, name: 'Remessa', explanation: 'O arquivo do fórum enviou o processo de volta a quem o pediu.', aliases: ['remessa do arquivo'] },
  // Magistrado > Despacho
  { code: 11009, name: 'Despacho', explanation: 'O juiz deu uma ordem para o processo seguir, sem decidir quem tem razão.', aliases: ['proferido despacho'] },
  {
    code: 11010,
    name: 'Mero expediente',
    explanation: 'O juiz deu uma ordem simples de andamento, como pedir documentos ou intimar as partes.',
    aliases: ['proferido despacho de mero expediente', 'despacho de mero expediente'],
  },
  { code: 11024, name: 'Assistência Judiciária Gratuita', explanation: FREE_JUSTICE },
  { code: 12068, name: 'Levantamento da Suspensão ou Dessobrestamento', explanation: RESUMED },
  { code: 11013, name: 'Convenção das Partes', explanation: AGREEMENT_PARTIES },
  // Magistrado > Decisão
  { code: 3, name: 'Decisão', explanation: 'O juiz tomou uma decisão no processo; ainda não é a sentença final.', aliases: ['decisao interlocutoria'] },
  { code: 25, name: 'Suspensão ou Sobrestamento', explanation: SUSPENDED, aliases: ['suspensao', 'processo suspenso', 'sobrestamento', 'sobrestado'] },
  { code: 898, name: 'Por decisão judicial', explanation: 'O juiz suspendeu o processo, que fica parado até uma condição ou um prazo.' },
  {
    code: 272,
    name: 'A depender do julgamento de outra causa, de outro juízo ou declaração incidente',
    explanation: 'O processo foi suspenso até que outro processo ligado a ele seja julgado.',
  },
  { code: 270, name: 'Convenção das Partes', explanation: AGREEMENT_PARTIES },
  { code: 265, name: 'Recurso Extraordinário com repercussão geral', explanation: 'O processo foi suspenso até o STF julgar um tema que vale para casos iguais a este.' },
  { code: 11975, name: 'Recurso Especial repetitivo', explanation: 'O processo foi suspenso até o STJ julgar um tema que vale para casos iguais a este.' },
  { code: 12067, name: 'Levantamento da Suspensão ou Dessobrestamento', explanation: RESUMED },
  { code: 332, name: 'Antecipação de tutela', explanation: 'O juiz concedeu a tutela antecipada: o pedido passa a valer já, antes da sentença.', aliases: ['concedida a antecipacao de tutela', 'tutela antecipada concedida'] },
  { code: 889, name: 'Antecipação de Tutela', explanation: 'O juiz concedeu parte da tutela antecipada: uma parte do pedido já vale antes da sentença.', aliases: ['concedida em parte a antecipacao de tutela'] },
  { code: 785, name: 'Antecipação de tutela', explanation: 'O juiz negou a tutela antecipada; o pedido será analisado mais adiante no processo.', aliases: ['nao concedida a antecipacao de tutela'] },
  { code: 347, name: 'Antecipação de Tutela', explanation: 'O juiz cancelou a tutela antecipada que tinha concedido.', aliases: ['revogada a antecipacao de tutela'] },
  { code: 339, name: 'Liminar', explanation: 'O juiz concedeu a liminar, uma ordem urgente que vale desde já.', aliases: ['concedida a medida liminar', 'liminar concedida'] },
  { code: 892, name: 'Liminar', explanation: 'O juiz concedeu parte da liminar, a ordem urgente pedida no processo.', aliases: ['concedida em parte a medida liminar'] },
  { code: 792, name: 'Liminar', explanation: 'O juiz negou a liminar, a ordem urgente pedida; o processo continua normalmente.', aliases: ['nao concedida a medida liminar'] },
  { code: 348, name: 'Liminar', explanation: 'O juiz cancelou a liminar que tinha concedido.', aliases: ['revogada a medida liminar'] },
  { code: 787, name: 'Assistência Judiciária Gratuita', explanation: FREE_JUSTICE, aliases: ['concedida a assistencia judiciaria gratuita'] },
  { code: 334, name: 'Assistência judiciária gratuita', explanation: 'O juiz negou a justiça gratuita: a parte deve pagar as custas do processo.', aliases: ['assistencia judiciaria gratuita nao concedida'] },
  { code: 349, name: 'Assistência Judiciária Gratuita', explanation: 'O juiz cancelou a justiça gratuita: a parte passa a pagar as custas do processo.', aliases: ['revogada a assistencia judiciaria gratuita'] },
  { code: 378, name: 'Homologação', explanation: 'O juiz aprovou (homologou) um pedido ou um acordo das partes.', aliases: ['homologado', 'homologada'] },
  { code: 377, name: 'Acordo em execução ou em cumprimento de sentença', explanation: 'O juiz aprovou o acordo feito para pagar a dívida do processo.', aliases: ['homologado acordo'] },
  { code: 944, name: 'Desistência de Recurso', explanation: 'O juiz aceitou a desistência de um recurso; a decisão recorrida continua valendo.', aliases: ['homologada a desistencia do recurso'] },
  {
    code: 11382,
    name: 'Bloqueio/penhora on line',
    explanation: 'O juiz mandou bloquear valores do devedor em contas bancárias, pelo sistema eletrônico (SISBAJUD).',
    aliases: ['determinado o bloqueio', 'bloqueio', 'sisbajud', 'bacenjud', 'bacen jud'],
  },
  { code: 12040, name: 'Indisponibilidade de bens', explanation: 'O juiz tornou bens do devedor indisponíveis: eles não podem ser vendidos.', aliases: ['decretada a indisponibilidade de bens'] },
  { code: 941, name: 'Incompetência', explanation: 'O juiz entendeu que o caso deve ser julgado em outro juízo, para onde o processo vai.', aliases: ['declarada incompetencia'] },
  { code: 269, name: 'Impedimento ou Suspeição', explanation: 'O juiz se declarou impedido de julgar o caso, e outro juiz vai assumir.', aliases: ['declarado impedimento ou suspeicao'] },
  { code: 190, name: 'Reforma de decisão anterior', explanation: 'O juiz mudou uma decisão que tinha tomado antes.', aliases: ['reformada decisao anterior'] },
  { code: 945, name: 'Decisão anterior', explanation: 'O juiz cancelou uma decisão que tinha tomado antes.', aliases: ['revogada decisao anterior'] },
  { code: 1060, name: 'Recurso', explanation: 'O recurso foi aceito para ser analisado.', aliases: ['recebido o recurso'] },
  { code: 394, name: 'Com efeito suspensivo', explanation: 'O recurso foi aceito, e a decisão recorrida fica sem efeito até ele ser julgado.', aliases: ['recebido o recurso com efeito suspensivo'] },
  { code: 1059, name: 'Sem efeito suspensivo', explanation: 'O recurso foi aceito, mas a decisão recorrida continua valendo enquanto ele é julgado.', aliases: ['recebido o recurso sem efeito suspensivo'] },
  { code: 804, name: 'Recurso', explanation: 'O recurso não foi aceito para análise; a decisão recorrida continua valendo.', aliases: ['nao recebido o recurso'] },
  { code: 429, name: 'Recurso extraordinário', explanation: 'O recurso ao STF foi admitido e seguirá para julgamento lá.', aliases: ['recurso extraordinario admitido'] },
  { code: 432, name: 'Recurso Extraordinário', explanation: 'O recurso ao STF não foi admitido e não seguirá para julgamento lá.', aliases: ['recurso extraordinario nao admitido'] },
  { code: 430, name: 'Recurso especial', explanation: 'O recurso ao STJ foi admitido e seguirá para julgamento lá.', aliases: ['recurso especial admitido'] },
  { code: 433, name: 'Recurso Especial', explanation: 'O recurso ao STJ não foi admitido e não seguirá para julgamento lá.', aliases: ['recurso especial nao admitido'] },
  // Magistrado > Julgamento
  { code: 193, name: 'Julgamento', explanation: 'O processo foi julgado. Seu advogado pode explicar o resultado e os próximos passos.', aliases: ['julgado'] },
  { code: 385, name: 'Com Resolução do Mérito', explanation: 'O juiz julgou o pedido, decidindo quem tem razão.' },
  { code: 218, name: 'Sem Resolução de Mérito', explanation: 'O processo terminou sem o juiz decidir quem tem razão, por falta de algum requisito.' },
  { code: 456, name: 'Extinção', explanation: 'O processo foi encerrado sem o juiz decidir quem tem razão.', aliases: ['extinto o processo sem resolucao'] },
  { code: 219, name: 'Procedência', explanation: 'O juiz deu razão ao pedido de quem entrou com a ação.', aliases: ['julgado procedente', 'procedente'] },
  { code: 220, name: 'Improcedência', explanation: 'O juiz negou o pedido de quem entrou com a ação.', aliases: ['julgado improcedente', 'improcedente'] },
  { code: 221, name: 'Procedência em Parte', explanation: 'O juiz atendeu só uma parte do pedido de quem entrou com a ação.', aliases: ['julgado procedente em parte', 'procedente em parte'] },
  { code: 466, name: 'Homologação de Transação', explanation: 'O juiz aprovou o acordo entre as partes, que passa a valer como sentença.', aliases: ['homologada a transacao', 'acordo homologado', 'homologacao de acordo'] },
  { code: 455, name: 'Renúncia ao direito pelo autor', explanation: 'O juiz aceitou a renúncia de quem entrou com a ação, e o processo termina.', aliases: ['homologada renuncia'] },
  { code: 471, name: 'Pronúncia de Decadência ou Prescrição', explanation: 'O juiz reconheceu que o prazo legal para pedir esse direito já tinha acabado.', aliases: ['declarada decadencia ou prescricao'] },
  { code: 454, name: 'Indeferimento da petição inicial', explanation: 'O juiz recusou o pedido inicial, e o processo termina sem decidir quem tem razão.', aliases: ['indeferida a peticao inicial'] },
  { code: 196, name: 'Extinção da execução ou do cumprimento da sentença', explanation: 'A cobrança terminou, em geral porque a dívida foi paga.', aliases: ['extinta a execucao'] },
  { code: 198, name: 'Acolhimento de Embargos de Declaração', explanation: 'O juiz aceitou o pedido para esclarecer ou corrigir a decisão.', aliases: ['embargos de declaracao acolhidos'] },
  { code: 871, name: 'Acolhimento em parte de Embargos de Declaração', explanation: 'O juiz aceitou parte do pedido para esclarecer ou corrigir a decisão.', aliases: ['embargos de declaracao acolhidos em parte'] },
  { code: 200, name: 'Não-Acolhimento de Embargos de Declaração', explanation: 'O juiz negou o pedido de esclarecimento, e a decisão continua como estava.', aliases: ['embargos de declaracao nao acolhidos'] },
  { code: 237, name: 'Provimento', explanation: 'O tribunal deu razão ao recurso, e a decisão anterior foi mudada.', aliases: ['recurso provido'] },
  { code: 238, name: 'Provimento em Parte', explanation: 'O tribunal deu razão a parte do recurso, e a decisão anterior mudou em parte.', aliases: ['recurso provido em parte'] },
  { code: 239, name: 'Não-Provimento', explanation: 'O tribunal negou o recurso, e a decisão anterior foi mantida.', aliases: ['recurso nao provido'] },
  { code: 972, name: 'Provimento (art. 557 do CPC)', explanation: 'O relator deu razão ao recurso sozinho, e a decisão anterior foi mudada.', aliases: ['provimento por decisao monocratica'] },
  { code: 235, name: 'Não-Conhecimento', explanation: 'O tribunal não analisou o recurso por falta de um requisito; a decisão anterior continua.', aliases: ['nao conhecido o recurso'] },
  { code: 236, name: 'Negação de Seguimento', explanation: 'O recurso foi barrado sem ser julgado; a decisão anterior continua valendo.', aliases: ['negado seguimento'] },
  { code: 230, name: 'Recurso prejudicado', explanation: 'O recurso não será julgado porque perdeu o sentido com o que mudou no processo.', aliases: ['prejudicado o recurso'] },
  { code: 442, name: 'Segurança', explanation: 'O juiz concedeu o mandado de segurança, dando razão a quem o pediu.', aliases: ['concedida a seguranca'] },
  { code: 446, name: 'Segurança', explanation: 'O juiz negou o mandado de segurança pedido.', aliases: ['denegada a seguranca'] },
  { code: 11373, name: 'Anulação de sentença/acórdão', explanation: 'A decisão foi anulada, e o caso precisará ser julgado de novo.', aliases: ['anulada a sentenca', 'anulado o acordao'] },
];

/**
 * Movements tribunals' own systems name without a TPU code (or as a document type of 60 'Expedição
 * de documento'), explained only when the code is missing or unknown.
 */
export const NAMED_MOVEMENT_EXPLANATIONS: readonly MovementExplanation[] = [
  { name: 'Citação', explanation: CITATION, aliases: ['expedicao de citacao', 'citacao expedida', 'carta de citacao', 'mandado de citacao'] },
  { name: 'Intimação', explanation: INTIMATION, aliases: ['expedicao de intimacao', 'intimacao expedida', 'intimado', 'intimada'] },
  { name: 'Mandado', explanation: WARRANT, aliases: ['expedicao de mandado', 'mandado expedido'] },
  { name: 'Ofício', explanation: OFFICIAL_LETTER, aliases: ['expedicao de oficio', 'oficio expedido'] },
  { name: 'Alvará', explanation: RELEASE_ORDER, aliases: ['expedicao de alvara', 'alvara expedido'] },
  { name: 'Certidão', explanation: CERTIFICATE, aliases: ['certidao expedida', 'expedicao de certidao'] },
  { name: 'Carta precatória', explanation: LETTER_ROGATORY, aliases: ['expedicao de carta precatoria'] },
  { name: 'Perícia', explanation: 'Um perito vai analisar, ou analisou, um ponto técnico do caso a pedido do juiz.', aliases: ['pericia designada', 'pericia realizada'] },
  { name: 'Laudo', explanation: EXPERT_REPORT, aliases: ['juntada de laudo', 'laudo pericial'] },
  { name: 'Penhora', explanation: 'Bens ou valores do devedor foram reservados para garantir o pagamento da dívida.', aliases: ['penhora realizada', 'auto de penhora'] },
  { name: 'Levantamento de valores', explanation: 'Foi liberado o saque de um valor depositado no processo.', aliases: ['levantamento de valor', 'levantamento de deposito'] },
  { name: 'Sentença', explanation: 'O juiz deu a sentença, a decisão que resolve o processo nesta instância.', aliases: ['proferida sentenca', 'sentenca proferida'] },
  { name: 'Acórdão', explanation: 'O tribunal julgou o recurso; a decisão dos desembargadores se chama acórdão.', aliases: ['acordao publicado'] },
  { name: 'Contestação', explanation: DEFENCE, aliases: ['juntada de contestacao'] },
  { name: 'Apelação', explanation: APPEAL, aliases: ['juntada de apelacao', 'interposta apelacao'] },
  { name: 'Embargos de declaração', explanation: 'Uma das partes pediu ao juiz que esclareça ou corrija a decisão (embargos de declaração).' },
  { name: 'Embargos à execução', explanation: 'O devedor apresentou defesa contra a cobrança (embargos à execução).' },
];
