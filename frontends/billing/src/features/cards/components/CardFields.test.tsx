import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { CardFields } from './CardFields';

/** Types as a browser does: each key lands after what the field shows now. */
function typeInto(input: HTMLInputElement, text: string) {
  for (const key of text) fireEvent.change(input, { target: { value: input.value + key } });
}
const errorUnder = (input: HTMLElement) => input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

describe('CardFields', () => {
  it('masks a mobile holder phone with its 11th digit and clears the error once the number is valid', async () => {
    render(
      <Form>
        <CardFields />
      </Form>,
    );
    const phone = screen.getByLabelText('Telefone') as HTMLInputElement;
    typeInto(phone, '119');
    await waitFor(() => expect(errorUnder(phone)).toBe('O telefone deve ter pelo menos 10 dígitos'));
    typeInto(phone, '87654321');
    expect(phone.value).toBe('(11) 98765-4321');
    await waitFor(() => expect(errorUnder(phone)).toBeNull());
  });

  it('masks a landline holder phone of 10 digits, and a CNPJ after a CPF’s 11 digits', async () => {
    render(
      <Form>
        <CardFields />
      </Form>,
    );
    const phone = screen.getByLabelText('Telefone') as HTMLInputElement;
    typeInto(phone, '1133334444');
    expect(phone.value).toBe('(11) 3333-4444');
    await waitFor(() => expect(errorUnder(phone)).toBeNull());
    const document = screen.getByLabelText('CPF/CNPJ') as HTMLInputElement;
    typeInto(document, '11222333000181');
    expect(document.value).toBe('11.222.333/0001-81');
  });
});
