import type { CommunicationStyle, TransferRule } from '@balcao/contracts';
import type { AgentRow } from '../db/schema';
import type { FaqEntry } from './faq-answerer';

const STYLE: Record<CommunicationStyle, string> = {
  FORMAL: 'Use linguagem formal e respeitosa, tratando o cliente por "senhor(a)".',
  NORMAL: 'Use linguagem cordial e clara, sem formalidade excessiva.',
  DESCONTRAÍDA: 'Use linguagem leve e descontraída, próxima do cliente, sem perder o respeito.',
};

const PURPOSE: Record<AgentRow['purpose'], string> = {
  SUPORTE: 'dar suporte a clientes',
  VENDAS: 'atender e converter novos clientes',
  'USO PESSOAL': 'auxiliar no atendimento pessoal do escritório',
};

function customRules(rules: TransferRule[]) {
  return rules.filter((rule) => rule.enabled && rule.condition === 'CUSTOM' && rule.customCondition).map((rule) => `- ${rule.customCondition}`);
}

/**
 * The system prompt: the agent's profile, its behaviour text and, as grounding, the trainings
 * closest to what the client asks (issue 17 §3, issue 38 §3), which the model must answer from.
 */
export function agentSystemPrompt(agent: AgentRow, grounding: FaqEntry[], tools: { consultCase: boolean; transfer: boolean }): string {
  const lines = [
    `Você é ${agent.name}, agente de atendimento de um escritório de advocacia no WhatsApp, e seu objetivo é ${PURPOSE[agent.purpose]}.`,
    'Responda sempre em português do Brasil, em mensagens curtas próprias para WhatsApp.',
    STYLE[agent.communicationStyle],
    '',
    `Produto/serviço: ${agent.productName}${agent.productSite ? ` (${agent.productSite})` : ''}`,
    `Descrição: ${agent.productDescription}`,
  ];
  if (agent.behavior) lines.push('', 'Comportamento definido pelo escritório:', agent.behavior);
  lines.push('');
  if (grounding.length > 0) {
    lines.push('Perguntas e respostas do escritório mais próximas do que o cliente pergunta:');
    for (const training of grounding) lines.push(`P: ${training.question}`, `R: ${training.answer}`);
    lines.push('', 'Responda somente com o que está nessas respostas e nos processos consultados, sem acrescentar fatos.');
  } else {
    lines.push('Nenhuma pergunta e resposta do escritório trata do que o cliente pergunta: não responda com conhecimento próprio.');
  }
  lines.push('Se a resposta não estiver nelas, diga que não tem essa informação e que um atendente vai ajudar.');
  lines.push('');
  if (agent.restrictToAllowedTopics) lines.push('Fale apenas sobre o produto, o escritório e as perguntas acima; recuse educadamente outros assuntos.');
  lines.push('Nunca invente informações jurídicas, prazos ou valores que não estejam acima. Não dê parecer jurídico.');
  if (tools.consultCase) lines.push('Quando o cliente informar um número de processo (padrão CNJ), use a ferramenta consultar_processo e explique cada movimentação em linguagem simples, com base na explicação que acompanha cada uma, sem acrescentar fatos.');
  if (tools.transfer) {
    lines.push('Quando o cliente pedir um atendente humano ou você não puder ajudar, use a ferramenta transferir_para_humano.');
    const custom = customRules(agent.transferRules);
    if (custom.length > 0) lines.push('Transfira também para um humano quando:', ...custom);
  }
  return lines.join('\n');
}
