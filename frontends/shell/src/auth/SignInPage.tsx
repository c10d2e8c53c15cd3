import { Button, Flex, Form, Input, Typography } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { ZLoginBody, type LoginBody } from '@balcao/contracts';
import { ME_QUERY_KEY, toast, useIsMobile } from '@balcao/ui';
import { zodRule } from '../lib/zod-rule';
import { AuthLayout } from './AuthLayout';
import { landingPath, login, startSessionFromLogin } from './auth-api';

export function SignInPage() {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const location = useLocation();
  const queryClient = useQueryClient();
  const from = (location.state as { from?: string } | null)?.from;

  const signIn = useMutation({
    mutationFn: (values: LoginBody) => login({ email: values.email.trim(), password: values.password }),
    onSuccess: (response) => {
      startSessionFromLogin(response);
      queryClient.setQueryData(ME_QUERY_KEY, response.user);
      toast.success(`Bem vindo(a) de volta, Dr.(a) ${response.user.name}!`);
      navigate(landingPath(response.user.office.inOnboarding, from), { replace: true });
    },
  });

  return (
    <AuthLayout
      prompt="Ainda não tem uma conta?"
      action={
        <Link to="/sign-up">
          <Button type="primary">Criar conta</Button>
        </Link>
      }
      title="Entrar"
      subtitle="Acesse o Balcão com o e-mail e a senha cadastrados."
    >
      <Form<LoginBody>
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={(values) => signIn.mutate(values)}
        disabled={signIn.isPending}
        aria-label="Entrar no Balcão"
      >
        <Form.Item name="email" label="E-mail" rules={[zodRule(ZLoginBody.shape.email)]} validateTrigger="onBlur">
          <Input prefix={<MailOutlined />} placeholder="seu@escritorio.com.br" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item name="password" label="Senha" rules={[zodRule(ZLoginBody.shape.password)]}>
          <Input.Password prefix={<LockOutlined />} placeholder="Sua senha" autoComplete="current-password" />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 24 }}>
          <Link to="/forgot-password">Esqueci minha senha</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          Entrar
        </Button>
      </Form>
      {isMobile && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
          Ainda não tem uma conta? <Link to="/sign-up">Cadastre o seu escritório</Link>
        </Typography.Paragraph>
      )}
    </AuthLayout>
  );
}
