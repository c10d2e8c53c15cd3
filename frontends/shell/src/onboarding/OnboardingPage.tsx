import { useEffect, useState } from 'react';
import { Button, Flex, Progress, Typography, theme } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { VERIFICATION_RESEND_SECONDS } from '@balcao/contracts';
import { BalcaoLogo, LoadingSplash, toast, useCountdown, useIsMobile, useSession } from '@balcao/ui';
import { finishOnboarding, getOffice, officeQueryKey, type SendCodeResult } from './onboarding-api';
import { officeStepBackTarget, STEP_PROGRESS, type OnboardingStep } from './onboarding-steps';
import { OnboardingBanner } from './OnboardingBanner';
import { StepCode } from './StepCode';
import { StepHasNumber } from './StepHasNumber';
import { StepOffice, type OfficeForm } from './StepOffice';
import { StepPhone } from './StepPhone';

/** Spec 1 §4: the success toast of onboarding lasts 2 s. */
const DONE_TOAST_SECONDS = 2;

export function OnboardingPage() {
  const { user, officeId, refreshUser, signOut } = useSession();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { token } = theme.useToken();
  const [step, setStep] = useState<OnboardingStep>(1);
  const [phone, setPhone] = useState('');
  const [isPhoneVerified, setPhoneVerified] = useState(false);
  const countdown = useCountdown();

  const office = useQuery({ queryKey: officeQueryKey(officeId), queryFn: () => getOffice(officeId), retry: false });

  // A number verified in an earlier visit skips straight to the office data.
  useEffect(() => {
    if (office.data?.isPhoneVerified) {
      setPhoneVerified(true);
      setStep(4);
    }
  }, [office.data?.isPhoneVerified]);

  useEffect(() => {
    document.title = 'Cadastro do escritório · Balcão';
  }, []);

  const finish = useMutation({
    mutationFn: (values: OfficeForm) =>
      finishOnboarding(officeId, { name: values.name, email: values.email || undefined }),
    onSuccess: async () => {
      toast.success('Cadastro realizado com sucesso!', undefined, { duration: DONE_TOAST_SECONDS });
      await refreshUser();
      navigate('/home', { replace: true });
    },
  });

  if (!user.office.inOnboarding && !finish.isPending) return <Navigate to="/home" replace />;
  if (office.isPending) return <LoadingSplash />;

  const onSent = (result: SendCodeResult) => {
    if (result === 'already-verified') {
      setPhoneVerified(true);
      setStep(4);
      return;
    }
    countdown.restart(VERIFICATION_RESEND_SECONDS);
    setStep(3);
  };

  const backTarget = officeStepBackTarget(isPhoneVerified);

  return (
    <Flex style={{ minHeight: '100vh', background: token.colorBgContainer }}>
      <Flex vertical style={{ width: isMobile ? '100%' : '60%', padding: isMobile ? '20px 16px 40px' : '32px 64px 48px' }}>
        <Flex align="center" justify="space-between" style={{ marginBottom: 32 }}>
          <BalcaoLogo height={30} />
          <Button type="text" icon={<LogoutOutlined />} onClick={signOut}>
            Sair
          </Button>
        </Flex>
        <Flex vertical gap={4} style={{ marginBottom: 40, maxWidth: 560 }}>
          <Typography.Text type="secondary">Etapa {step} de 4</Typography.Text>
          <Progress percent={STEP_PROGRESS[step]} showInfo={false} aria-label="Progresso do cadastro" />
        </Flex>
        <div style={{ maxWidth: 620, width: '100%' }}>
          {step === 1 && <StepHasNumber onYes={() => setStep(2)} onSkipPhone={() => setStep(4)} />}
          {step === 2 && <StepPhone phone={phone} onPhoneChange={setPhone} onBack={() => setStep(1)} onSent={onSent} />}
          {step === 3 && (
            <StepCode
              phone={phone}
              countdown={countdown}
              onBack={() => setStep(2)}
              onVerified={() => {
                setPhoneVerified(true);
                setStep(4);
              }}
            />
          )}
          {step === 4 && (
            <StepOffice
              initialValues={{ name: office.data?.name ?? user.office.name, email: office.data?.email ?? user.email }}
              onBack={backTarget ? () => setStep(backTarget) : null}
              saving={finish.isPending}
              onFinish={(values) => finish.mutate(values)}
            />
          )}
        </div>
      </Flex>
      {!isMobile && <OnboardingBanner step={step} />}
    </Flex>
  );
}
