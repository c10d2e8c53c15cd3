import { Alert, Button, Form, Input, Result } from 'antd';
import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ZForgotPasswordBody, type ForgotPasswordBody } from '@balcao/contracts';
import { zodRule } from '../lib/zod-rule';
import { AuthLayout } from './AuthLayout';
import { forgotPassword } from './auth-api';

function BackToSignIn() {
  return (
    <Link to="/sign-in">
      <Button icon={<ArrowLeftOutlined />}>Voltar para o login</Button>
    </Link>
  );
}

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const request = useMutation({
    mutationFn: (values: ForgotPasswordBody) => forgotPassword({ email: values.email.trim() }),
  });

  if (request.isSuccess) {
    return (
      <AuthLayout action={<BackToSignIn />} title="Verifique seu e-mail">
        <Result
          status="success"
          icon={<MailOutlined />}
          title="Link enviado"
          subTitle={`Se o e-mail ${request.variables?.email ?? ''} estiver cadastrado no Balcão, você receberá em instantes um link para redefinir a sua senha. Confira também a caixa de spam.`}
          extra={
            <Button type="primary" onClick={() => navigate('/sign-in')}>
              Voltar para o login
            </Button>
          }
          style={{ padding: 0 }}
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      action={<BackToSignIn />}
      title="Esqueceu sua senha?"
      subtitle="Informe o e-mail cadastrado e enviaremos um link para você criar uma nova senha."
    >
      <Form<ForgotPasswordBody>
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={(values) => request.mutate(values)}
        disabled={request.isPending}
        aria-label="Recuperar senha"
      >
        <Form.Item name="email" label="E-mail" rules={[zodRule(ZForgotPasswordBody.shape.email)]} validateTrigger="onBlur">
          <Input prefix={<MailOutlined />} placeholder="seu@escritorio.com.br" autoComplete="email" inputMode="email" />
        </Form.Item>
        {/* Not sent: e.g. a server without e-mail (503) says so, and who can help. */}
        {request.isError && <Alert type="error" showIcon title={request.error.message} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          Enviar link de recuperação
        </Button>
      </Form>
    </AuthLayout>
  );
}
