import type { FormInstance } from 'antd';
import { ApiRequestError, errorMessageOf } from '@balcao/ui';

/** Where an API field lands on the card form (`creditCard.number` → `cardNumber`). */
const FORM_FIELD_OF: Record<string, string> = {
  number: 'cardNumber',
  holderName: 'cardName',
  ccv: 'cvv',
  expiryMonth: 'expiryDate',
  expiryYear: 'expiryDate',
  cpfCnpj: 'cpf',
  document: 'cpf',
};

/** Puts a 400 naming a field under that field; anything else is the returned text, shown above the button. */
export function applyApiError(form: FormInstance, error: unknown, fields: readonly string[]): string | null {
  if (!(error instanceof ApiRequestError)) return 'Não foi possível concluir. Tente novamente.';
  const last = error.body?.field?.split('.').pop() ?? '';
  const name = FORM_FIELD_OF[last] ?? last;
  if (name && fields.includes(name)) {
    form.setFields([{ name, errors: [error.message] }]);
    return null;
  }
  return errorMessageOf(error.body);
}
