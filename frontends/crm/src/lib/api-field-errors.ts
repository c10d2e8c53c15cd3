import { ApiRequestError } from '@balcao/ui';
import type { FormInstance } from 'antd';

/**
 * Puts a 400/409 answer that names a field (`field: 'email'`, `'password.confirmPassword'`)
 * under that field too; the api client has already shown the toast.
 */
export function showApiFieldError(form: FormInstance, error: unknown, fields: readonly string[]): void {
  if (!(error instanceof ApiRequestError) || !error.body?.field) return;
  const name = error.body.field.split('.').pop() ?? '';
  if (!fields.includes(name)) return;
  form.setFields([{ name, errors: [error.message] }]);
}
