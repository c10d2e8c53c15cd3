import type { FlowContent } from '@balcao/contracts';
import { createLawsuitLookupSteps, validateFlow } from '@balcao/flow-engine';
import { describe, expect, it } from 'vitest';
import { removeNode, saveSteps, setLink } from './flow-content-edits';
import { toEdges, toNodes } from './flow-graph';

const empty: FlowContent = { steps: [], initialStepId: '' };

describe('flow content edits', () => {
  it('names the first step of an empty flow welcome and makes it the initial step', () => {
    const content = saveSteps(empty, [{ id: 'step-1', type: 'text', content: 'Olá!' }]);
    expect(content).toEqual({ initialStepId: 'welcome', steps: [{ id: 'welcome', type: 'text', content: 'Olá!' }] });
  });

  it('replaces a saved step with the same id and appends a new one', () => {
    let content = saveSteps(empty, [{ id: 'a', type: 'text', content: 'Olá' }]);
    content = saveSteps(content, [{ id: 'b', type: 'input', content: 'Seu nome?' }]);
    content = saveSteps(content, [{ id: 'welcome', type: 'text', content: 'Oi' }]);
    expect(content.steps.map((step) => [step.id, step.content])).toEqual([['welcome', 'Oi'], ['b', 'Seu nome?']]);
  });

  it('links a step, an option and a lawsuit group exit, and draws them as edges', () => {
    let content = saveSteps(empty, [{ id: 'x', type: 'text', content: 'Olá' }]);
    content = saveSteps(content, [{ id: 'menu', type: 'list', content: 'Escolha', options: [{ title: 'Processo' }, { title: 'Humano' }] }]);
    content = saveSteps(content, createLawsuitLookupSteps('lawsuit-1'));
    content = saveSteps(content, [{ id: 'END_CONVERSATION', type: 'system', systemAction: 'END_CONVERSATION', content: 'Até logo' }]);
    content = setLink(content, 'welcome', 'next', 'menu');
    content = setLink(content, 'menu', 'option-0', 'lawsuit-1-menu');
    content = setLink(content, 'menu', 'option-1', 'END_CONVERSATION');
    content = setLink(content, 'lawsuit-1', 'exit', 'END_CONVERSATION');

    expect(toEdges(content).map((edge) => `${edge.source}:${edge.sourceHandle}->${edge.target}`)).toEqual([
      'welcome:next->menu',
      'menu:option-0->lawsuit-1',
      'menu:option-1->END_CONVERSATION',
      'lawsuit-1:exit->END_CONVERSATION',
    ]);
    expect(toNodes(content, []).map((node) => node.id)).toEqual(['welcome', 'menu', 'lawsuit-1', 'END_CONVERSATION']);
    expect(validateFlow(content)).toEqual([]);
  });

  it('removes a node with the links that led to it, but never the first step', () => {
    let content = saveSteps(empty, [{ id: 'x', type: 'text', content: 'Olá' }]);
    content = saveSteps(content, [{ id: 'b', type: 'input', content: 'Nome?' }]);
    content = setLink(content, 'welcome', 'next', 'b');
    const removed = removeNode(content, 'b');
    expect(removed.steps).toEqual([{ id: 'welcome', type: 'text', content: 'Olá', nextStepId: null }]);
    expect(removeNode(content, 'welcome')).toBe(content);
  });
});
