import { Button, Form, Input, Typography } from 'antd';
import { LockOutlined, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ZSignUpBody } from '@balcao/contracts';
import { onlyDigits, toast, useIsMobile } from '@balcao/ui';
import { PhoneInput } from '../lib/PhoneInput';
import { zodRule } from '../lib/zod-rule';
import { AuthLayout } from './AuthLayout';
import { signUp, startSessionFromSignUp } from './auth-api';

interface SignUpForm {
  name: string;
  email: string;
  phoneNumber: string;
  password: string;
}

export function SignUpPage() {
  const navigate = useNavigate();
  const isMobile = useIsMobile();

  const create = useMutation({
    mutationFn: (values: SignUpForm) =>
      signUp({
        name: values.name.trim(),
        email: values.email.trim(),
        phoneNumber: onlyDigits(values.phoneNumber),
        password: values.password,
      }),
    onSuccess: (response) => {
      startSessionFromSignUp(response);
      toast.success('Conta criada com sucesso!', 'Vamos configurar o seu escritório.');
      navigate('/onboarding', { replace: true });
    },
  });

  return (
    <AuthLayout
      prompt="Já utiliza o Balcão?"
      action={
        <Link to="/sign-in">
          <Button type="primary">Entrar</Button>
        </Link>
      }
      title="Crie sua conta"
      subtitle="Cadastre-se para organizar o atendimento do seu escritório."
    >
      <Form<SignUpForm>
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={(values) => create.mutate(values)}
        disabled={create.isPending}
        aria-label="Criar conta no Balcão"
      >
        <Form.Item name="name" label="Nome completo" rules={[zodRule(ZSignUpBody.shape.name)]}>
          <Input prefix={<UserOutlined />} placeholder="Seu nome" autoComplete="name" maxLength={120} />
        </Form.Item>
        <Form.Item name="email" label="E-mail" rules={[zodRule(ZSignUpBody.shape.email)]} validateTrigger="onBlur">
          <Input prefix={<MailOutlined />} placeholder="seu@escritorio.com.br" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="phoneNumber"
          label="Telefone (WhatsApp)"
          rules={[zodRule(ZSignUpBody.shape.phoneNumber, (value) => onlyDigits(value as string | undefined))]}
          validateTrigger="onBlur"
        >
          <PhoneInput prefix={<PhoneOutlined />} />
        </Form.Item>
        <Form.Item name="password" label="Senha" rules={[zodRule(ZSignUpBody.shape.password)]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="Pelo menos 8 caracteres"
            autoComplete="new-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={create.isPending} style={{ marginTop: 8 }}>
          Criar conta
        </Button>
      </Form>
      {isMobile && (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginTop: 24, marginBottom: 0 }}>
          Já tem uma conta? <Link to="/sign-in">Entrar</Link>
        </Typography.Paragraph>
      )}
    </AuthLayout>
  );
}
