/** What the runtime says on its own (the spec gives no wording for these). */
export const RUNTIME_TEXTS = {
  outsideHours: 'Nosso atendimento automático está fora do horário agora. Um atendente do escritório vai responder você assim que possível.',
  engageCustomer: 'Ainda está por aí? Se precisar de algo, é só responder esta mensagem.',
  endService: 'Como não recebemos resposta, encerramos este atendimento. Se precisar, é só nos chamar novamente.',
  /** The office's AI credits ran out: a person takes over (the office sees why in its credits banner). */
  noCredits: 'No momento o atendimento automático está indisponível. Um atendente do escritório vai continuar a conversa com você.',
  /** A message the agent cannot read as text (audio, image, document…). */
  mediaMessage: '(o cliente enviou um arquivo)',
} as const;
