import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './placeholders';

const context = {
  client: { name: 'Maria Aparecida Souza', phone: '5511912345678', document: '123.456.789-09', status: 'Ativo', createdAt: '2026-03-05T15:00:00Z' },
  attendant: { name: 'Dr. Paulo', email: 'paulo@escritorio.com.br', phone: '5511988887777', role: 'Advogado' },
};

describe('message placeholders', () => {
  it('fills every client and attendant field of spec 2 §4', () => {
    const text = '{{cliente.nome}}|{{cliente.primeiro_nome}}|{{cliente.telefone}}|{{cliente.documento}}|{{cliente.status}}|{{cliente.data_cadastro}}|{{atendente.nome}}|{{atendente.email}}|{{atendente.telefone}}|{{atendente.cargo}}';
    expect(fillPlaceholders(text, context)).toBe(
      'Maria Aparecida Souza|Maria|5511912345678|123.456.789-09|Ativo|05/03/2026|Dr. Paulo|paulo@escritorio.com.br|5511988887777|Advogado',
    );
  });

  it('leaves known fields without a value empty and unknown tokens as written', () => {
    expect(fillPlaceholders('Olá {{ cliente.nome }}! {{cliente.idade}}', {})).toBe('Olá ! {{cliente.idade}}');
  });
});
