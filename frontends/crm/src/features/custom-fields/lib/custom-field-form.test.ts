import { describe, expect, it } from 'vitest';
import { customFieldProblem, optionProblem } from './custom-field-form';

describe('custom field form rules', () => {
  it('asks for a name, a type and, for selections, an option', () => {
    expect(customFieldProblem({ name: ' ', type: 'text', options: [] })?.title).toBe('Nome obrigatório');
    expect(customFieldProblem({ name: 'Área', type: undefined, options: [] })?.title).toBe('Tipo obrigatório');
    expect(customFieldProblem({ name: 'Área', type: 'select', options: [] })).toEqual({
      title: 'Opções obrigatórias',
      description: 'Adicione pelo menos uma opção para campos de seleção',
    });
    expect(customFieldProblem({ name: 'Área', type: 'multiselect', options: ['Cível'] })).toBeNull();
  });

  it('refuses empty and repeated options', () => {
    expect(optionProblem('  ', [])?.title).toBe('Opção inválida');
    expect(optionProblem('cível', ['Cível'])?.title).toBe('Opção duplicada');
    expect(optionProblem('Trabalhista', ['Cível'])).toBeNull();
  });
});
