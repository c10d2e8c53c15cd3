import { messages, type Office, ZEmail } from '@balcao/contracts';
import { toast, useSession } from '@balcao/ui';
import { Button, Form, Input } from 'antd';
import type { FormRule } from 'antd';
import { showApiFieldError } from '../../../lib/api-field-errors';
import { zodRule } from '../../../lib/form-rules';
import { useUpdateOffice } from '../api/update-office';

type OfficeFormValues = { name: string; email: string };

const nameRules: FormRule[] = [{ required: true, whitespace: true, message: messages.officeNameRequired }];

/** `readOnly`: shown without a save, for a member who is not the Gestor. */
export function OfficeDetailsForm({ office, readOnly = false }: { office: Office; readOnly?: boolean }) {
  const [form] = Form.useForm<OfficeFormValues>();
  const { refreshUser } = useSession();
  const updateOffice = useUpdateOffice();

  const handleFinish = async (values: OfficeFormValues) => {
    try {
      await updateOffice.mutateAsync({ id: office.id, body: { name: values.name.trim(), email: values.email } });
      toast.success('Escritório atualizado');
      // The shell shows the office name from the active user.
      await refreshUser();
    } catch (error) {
      showApiFieldError(form, error, ['name', 'email']);
    }
  };

  return (
    <Form<OfficeFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ name: office.name, email: office.email ?? '' }}
      onFinish={handleFinish}
      disabled={readOnly}
      style={{ maxWidth: 480 }}
    >
      <Form.Item name="name" label="Nome do escritório" rules={nameRules}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item name="email" label="E-mail do escritório" rules={[zodRule(ZEmail)]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      {!readOnly && (
        <Button type="primary" htmlType="submit" loading={updateOffice.isPending}>
          Salvar
        </Button>
      )}
    </Form>
  );
}
