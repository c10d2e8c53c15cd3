import type { FlowStep } from '@balcao/contracts';

/**
 * The lawsuit-lookup group of spec 2 §4: a menu list, a button choice of CNJ search, an input for
 * the number and the SEARCH_MOVEMENTS step, chained. `exitStepId` is where the group leads after
 * the lookup, and where its 'other' options go.
 */
export function createLawsuitLookupSteps(groupId: string, exitStepId: string | null = null): FlowStep[] {
  const id = (name: string) => `${groupId}-${name}`;
  const base = { groupId, content: '', options: undefined, nextStepId: null } as const;
  return [
    {
      ...base,
      id: id('menu'),
      type: 'list',
      content: 'Como podemos ajudar com o seu processo?',
      options: [
        { title: 'Consultar andamento', nextStepId: id('search-by') },
        { title: 'Voltar', nextStepId: exitStepId },
      ],
    },
    {
      ...base,
      id: id('search-by'),
      type: 'button',
      content: 'Como deseja consultar o processo?',
      options: [
        { title: 'Número do processo', text: 'Número CNJ do processo', nextStepId: id('number') },
        { title: 'Cancelar', nextStepId: exitStepId },
      ],
    },
    {
      ...base,
      id: id('number'),
      type: 'input',
      content: 'Informe o número do processo no formato NNNNNNN-DD.AAAA.J.TR.OOOO.',
      validation: { retryMessage: 'Número de processo inválido. Confira e envie novamente no formato NNNNNNN-DD.AAAA.J.TR.OOOO.' },
      nextStepId: id('search'),
    },
    { ...base, id: id('search'), type: 'system', systemAction: 'SEARCH_MOVEMENTS', content: 'Consultando o processo, aguarde um instante...', nextStepId: exitStepId },
  ];
}
