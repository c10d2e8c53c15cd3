import { toast } from '@balcao/ui';
import { Button, Card, Form, Typography } from 'antd';
import { showApiFieldError } from '../../../lib/api-field-errors';
import { useChangeOwnPassword } from '../api/change-own-password';
import { OWN_PASSWORD_FIELDS, OwnPasswordFields, ownPasswordBody, type OwnPasswordValues } from './OwnPasswordFields';

/** Every member changes their own password here, proving the current one (issue 36). */
export function ChangePasswordCard() {
  const [form] = Form.useForm<OwnPasswordValues>();
  const changeOwnPassword = useChangeOwnPassword();

  const handleFinish = async (values: OwnPasswordValues) => {
    try {
      await changeOwnPassword.mutateAsync(ownPasswordBody(values));
      form.resetFields();
      toast.success('Senha alterada com sucesso', 'Suas outras sessões foram encerradas.');
    } catch (error) {
      showApiFieldError(form, error, OWN_PASSWORD_FIELDS);
    }
  };

  return (
    <Card title="Sua senha">
      <Typography.Paragraph type="secondary">
        Ao alterar a senha, você continua conectado neste navegador e as suas outras sessões são encerradas.
      </Typography.Paragraph>
      <Form<OwnPasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={handleFinish}
        style={{ maxWidth: 480 }}
      >
        <OwnPasswordFields />
        <Button type="primary" htmlType="submit" loading={changeOwnPassword.isPending}>
          Alterar senha
        </Button>
      </Form>
    </Card>
  );
}
