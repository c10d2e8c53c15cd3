import { ZChangePasswordBody, ZPassword } from '@balcao/contracts';
import { Form, Input } from 'antd';
import { confirmPasswordRules, zodRule } from '../../../lib/form-rules';

export type OwnPasswordValues = { currentPassword?: string; password?: string; confirmPassword?: string };

/** The fields of POST /auth/change-password, named as its body so the server's field errors land on them. */
export const OWN_PASSWORD_FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;


/** 'Senha atual', 'Nova senha', 'Confirmar nova senha': changing one's own password. */
export function OwnPasswordFields() {
  return (
    <>
      <Form.Item name="currentPassword" label="Senha atual" rules={[zodRule(ZChangePasswordBody.shape.currentPassword)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="password" label="Nova senha" rules={[zodRule(ZPassword)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label="Confirmar nova senha" dependencies={['password']} rules={confirmPasswordRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** The change-password body from the form's values (the rules have checked them). */
export const ownPasswordBody = (values: OwnPasswordValues) => ({
  currentPassword: values.currentPassword ?? '',
  password: values.password ?? '',
  confirmPassword: values.confirmPassword ?? '',
});
