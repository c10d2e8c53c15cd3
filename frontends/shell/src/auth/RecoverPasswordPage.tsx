import { Alert, Button, Form, Input, Result } from 'antd';
import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages, ZRecoveryPasswordBody } from '@balcao/contracts';
import { toast } from '@balcao/ui';
import { zodRule } from '../lib/zod-rule';
import { AuthLayout } from './AuthLayout';
import { recoverPassword } from './auth-api';

interface RecoverForm {
  password: string;
  confirmPassword: string;
}

function BackToSignIn() {
  return (
    <Link to="/sign-in">
      <Button icon={<ArrowLeftOutlined />}>Voltar para o login</Button>
    </Link>
  );
}

export function RecoverPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';

  const reset = useMutation({
    mutationFn: (values: RecoverForm) => recoverPassword({ password: values.password, token }),
    onSuccess: () => {
      toast.success('Senha alterada com sucesso!', 'Entre com a sua nova senha.');
      navigate('/sign-in', { replace: true });
    },
  });

  if (!ZRecoveryPasswordBody.shape.token.safeParse(token).success) {
    return (
      <AuthLayout action={<BackToSignIn />} title="Redefinir senha">
        <Result
          status="warning"
          title="Link de recuperação inválido ou expirado"
          subTitle="Solicite um novo link para redefinir a sua senha."
          extra={
            <Button type="primary" onClick={() => navigate('/forgot-password')}>
              Solicitar novo link
            </Button>
          }
          style={{ padding: 0 }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout action={<BackToSignIn />} title="Crie uma nova senha" subtitle="Escolha uma senha com pelo menos 8 caracteres.">
      <Form<RecoverForm>
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={(values) => reset.mutate(values)}
        disabled={reset.isPending}
        aria-label="Redefinir senha"
      >
        <Form.Item name="password" label="Nova senha" rules={[zodRule(ZRecoveryPasswordBody.shape.password)]}>
          <Input.Password prefix={<LockOutlined />} placeholder="Nova senha" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label="Confirme a nova senha"
          dependencies={['password']}
          rules={[
            { required: true, message: messages.passwordRequired },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value && value !== getFieldValue('password')) throw new Error(messages.passwordsDontMatch);
              },
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} placeholder="Repita a nova senha" autoComplete="new-password" />
        </Form.Item>
        {/* Not saved: e.g. the link expired or was used, in the server's words. */}
        {reset.isError && <Alert type="error" showIcon title={reset.error.message} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          Salvar nova senha
        </Button>
      </Form>
    </AuthLayout>
  );
}
