import { END_STEP_ID } from '@balcao/contracts';
import { createLawsuitLookupSteps } from '@balcao/flow-engine';

/**
 * The demo office's service flow: a greeting, a menu, the court-case lookup group and a hand-off
 * to the office's people. It runs on no device until the office picks it in a device's form.
 */
export function demoFlowContent() {
  const lookup = createLawsuitLookupSteps('processo', END_STEP_ID);
  const at = (x: number, y: number) => ({ position: { x, y } });
  return {
    initialStepId: 'welcome',
    steps: [
      { id: 'welcome', type: 'text', content: 'Olá, {{cliente.primeiro_nome}}! Bem-vindo ao Escritório Demo.', nextStepId: 'menu', ...at(0, 0) },
      {
        id: 'menu',
        type: 'list',
        content: 'Como podemos ajudar você hoje?',
        options: [
          { title: 'Andamento do processo', nextStepId: lookup[0].id },
          { title: 'Falar com um advogado', nextStepId: 'human' },
        ],
        timeoutSeconds: 1800,
        ...at(0, 160),
      },
      // The editor draws the lookup group's four steps as one node, at its first step's place.
      ...lookup.map((step) => ({ ...step, ...at(-200, 340) })),
      { id: 'human', type: 'system', systemAction: 'ASSIGN_USER', content: 'Certo! Um advogado vai continuar o seu atendimento em instantes.', metadata: { isAvailable: true }, ...at(200, 340) },
      { id: END_STEP_ID, type: 'system', content: 'Obrigado pelo contato! Se precisar, é só chamar.', ...at(0, 560) },
    ],
  };
}
