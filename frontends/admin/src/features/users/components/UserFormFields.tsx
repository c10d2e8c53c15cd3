import { messages, ZEmail, ZName, ZPassword } from '@balcao/contracts';
import { maskPhoneInput, onlyDigits } from '@balcao/ui';
import { Form, Input, Select, Switch } from 'antd';
import type { FormRule } from 'antd';
import { confirmPasswordRules, zodRule } from '../../../lib/form-rules';
import { OwnPasswordFields } from '../../password/components/OwnPasswordFields';
import { useRoles } from '../../teams/api/get-roles';
import { useInboxes } from '../../workspaces/api/get-inboxes';

export type UserFormValues = {
  name: string;
  email: string;
  contact?: string;
  roleId?: string;
  inboxId: string[];
  changePassword?: boolean;
  /** Asked only when the user edits themselves. */
  currentPassword?: string;
  password?: string;
  confirmPassword?: string;
};

/** Spec 3 §5: contact is optional, but when given it has at least 10 digits (DDD + number). */
const CONTACT_MIN_DIGITS = 10;

const contactRule: FormRule = {
  validator: async (_rule, value: string | undefined) => {
    const digits = onlyDigits(value);
    if (digits.length > 0 && digits.length < CONTACT_MIN_DIGITS) {
      throw new Error('Informe o telefone com DDD');
    }
  },
};

type Props = {
  isEdit: boolean;
  /** The signed-in user edits themselves: their password needs the current one, their profile stays. */
  isSelf?: boolean;
};

/** Create asks for a password; edit only when 'Alterar senha' is on. */
export function UserFormFields({ isEdit, isSelf = false }: Props) {
  const roles = useRoles();
  const inboxes = useInboxes();
  const changePassword = Form.useWatch<boolean | undefined>('changePassword');
  const asksPassword = !isEdit || Boolean(changePassword);

  return (
    <>
      <Form.Item name="name" label="Nome" rules={[zodRule(ZName)]}>
        <Input autoComplete="off" placeholder="Nome do atendente" />
      </Form.Item>
      <Form.Item name="email" label="E-mail" rules={[zodRule(ZEmail)]}>
        <Input type="email" autoComplete="off" placeholder="atendente@escritorio.com.br" />
      </Form.Item>
      <Form.Item name="contact" label="Contato" normalize={maskPhoneInput} rules={[contactRule]}>
        <Input inputMode="tel" placeholder="(11) 9 9999-9999" />
      </Form.Item>
      <Form.Item
        name="roleId"
        label="Perfil"
        rules={[{ required: true, message: messages.selectRole }]}
        extra={isSelf ? 'Você não pode alterar o seu próprio perfil.' : undefined}
      >
        <Select
          disabled={isSelf}
          placeholder="Escolha um perfil"
          loading={roles.isLoading}
          options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
        />
      </Form.Item>
      <Form.Item
        name="inboxId"
        label="Workspaces"
        rules={[{ required: true, type: 'array', min: 1, message: messages.selectWorkspace }]}
      >
        <Select
          mode="multiple"
          placeholder="Escolha os workspaces"
          loading={inboxes.isLoading}
          optionFilterProp="label"
          options={(inboxes.data ?? []).map((inbox) => ({ value: inbox.id, label: inbox.name }))}
        />
      </Form.Item>
      {isEdit && (
        <Form.Item name="changePassword" label="Alterar senha" valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
      {asksPassword && isSelf && <OwnPasswordFields />}
      {asksPassword && !isSelf && (
        <>
          <Form.Item name="password" label="Senha" rules={[zodRule(ZPassword)]}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="confirmPassword" label="Confirmar senha" dependencies={['password']} rules={confirmPasswordRules}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      )}
    </>
  );
}
