import type { User } from '@balcao/contracts';
import { formatPhone, ModalFooter, ModalOrDrawer, onlyDigits, toast, toStoredPhone, useSession } from '@balcao/ui';
import { Alert, Form } from 'antd';
import { useState } from 'react';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { showApiFieldError } from '../../../lib/api-field-errors';
import { useChangeOwnPassword } from '../../password/api/change-own-password';
import { ownPasswordBody } from '../../password/components/OwnPasswordFields';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { ownChanges } from '../lib/own-changes';
import { UserFormFields, type UserFormValues } from './UserFormFields';

type Props = {
  /** The user being edited; none to create one. */
  user?: User;
  onClose: () => void;
};

const FORM_FIELDS = ['name', 'email', 'contact', 'roleId', 'inboxId', 'currentPassword', 'password', 'confirmPassword'] as const;

const initialValuesOf = (user: User | undefined): Partial<UserFormValues> =>
  user
    ? {
        name: user.name,
        email: user.email,
        contact: user.contact ? formatPhone(user.contact) : undefined,
        roleId: user.roleId,
        inboxId: user.inboxes.map((inbox) => inbox.id),
        changePassword: false,
      }
    : { inboxId: [] };

export function UserFormModal({ user, onClose }: Props) {
  const [form] = Form.useForm<UserFormValues>();
  const session = useSession();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const changeOwnPassword = useChangeOwnPassword();
  const saving = createUser.isPending || updateUser.isPending || changeOwnPassword.isPending;
  const isEdit = Boolean(user);
  const isSelf = user?.id === session.user.id;
  const idempotencyKey = useIdempotencyKey();
  // The own password changed but the rest failed to save: the switch is off again, say why.
  const [passwordChangedAlone, setPasswordChangedAlone] = useState(false);

  /** Oneself: the password through change-password (proving the current one) first, then what else changed. */
  const saveSelf = async (self: User, values: UserFormValues, fields: Parameters<typeof ownChanges>[1]) => {
    const changingPassword = Boolean(values.changePassword);
    if (changingPassword) {
      await changeOwnPassword.mutateAsync(ownPasswordBody(values));
      // Done: a retry after a failed save below must not ask for the old password again.
      form.setFieldsValue({ changePassword: false, currentPassword: undefined, password: undefined, confirmPassword: undefined });
    }
    const changes = ownChanges(self, fields);
    if (Object.keys(changes).length > 0) {
      try {
        await updateUser.mutateAsync({ id: self.id, body: changes });
      } catch (error) {
        setPasswordChangedAlone(changingPassword);
        throw error;
      }
      toast.success('Atendente atualizado', changingPassword ? 'Sua senha também foi alterada.' : undefined);
    } else if (changingPassword) {
      toast.success('Senha alterada com sucesso');
    }
    await session.refreshUser();
  };

  const handleFinish = async (values: UserFormValues) => {
    const contact = onlyDigits(values.contact) ? toStoredPhone(values.contact ?? '') : null;
    const password =
      !isEdit || values.changePassword
        ? { password: values.password ?? '', confirmPassword: values.confirmPassword ?? '' }
        : undefined;
    const fields = {
      name: values.name,
      email: values.email,
      contact,
      roleId: values.roleId ?? '',
      inboxId: values.inboxId,
    };

    try {
      if (user && isSelf) {
        await saveSelf(user, values, fields);
      } else if (user) {
        await updateUser.mutateAsync({ id: user.id, body: password ? { ...fields, password } : fields });
        toast.success('Atendente atualizado');
      } else {
        await createUser.mutateAsync({
          body: { ...fields, officeId: session.user.officeId, password: password! },
          idempotencyKey: idempotencyKey.current(),
        });
        toast.success('Atendente criado');
      }
      onClose();
    } catch (error) {
      idempotencyKey.afterError(error);
      showApiFieldError(form, error, FORM_FIELDS);
    }
  };

  return (
    <ModalOrDrawer
      open
      title={isEdit ? 'Editar atendente' : 'Novo atendente'}
      onClose={onClose}
      closable={!saving}
      size="md"
      footer={<ModalFooter onCancel={onClose} onSubmit={() => form.submit()} saving={saving} />}
    >
      <Form<UserFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initialValuesOf(user)}
        onFinish={handleFinish}
      >
        {passwordChangedAlone && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title="Sua senha foi alterada, mas os demais dados não foram salvos."
            description="Corrija o que está indicado e salve novamente."
          />
        )}
        <UserFormFields isEdit={isEdit} isSelf={isSelf} />
      </Form>
    </ModalOrDrawer>
  );
}
