import { describe, expect, it } from 'vitest';
import { legalAreaOf } from './legal-area';

const field = (name: string, value: string | null) => ({ id: name, name, type: 'select' as const, options: '', value });
const tag = (name: string) => ({ id: name, name, color: 'blue', modules: ['crm' as const] });

describe('legal area of a lead', () => {
  it("reads a custom field named for the area, whatever its accents", () => {
    expect(legalAreaOf({ customFields: [field('Processo', '123'), field('Area Jurídica', 'Previdenciário')], tags: [tag('Trabalhista')] })).toBe('Previdenciário');
  });

  it('falls back to a tag that names an area', () => {
    expect(legalAreaOf({ customFields: [field('Área do direito', null)], tags: [tag('Urgente'), tag('Direito de Família')] })).toBe('Direito de Família');
    expect(legalAreaOf({ customFields: [], tags: [tag('trabalhista')] })).toBe('trabalhista');
  });

  it('knows no area when neither says one', () => {
    expect(legalAreaOf({ customFields: [field('Observações', 'cliente antigo')], tags: [tag('VIP'), tag('Areal')] })).toBeNull();
  });
});
