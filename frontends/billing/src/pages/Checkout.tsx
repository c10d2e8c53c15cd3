import { Result, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '@balcao/ui';
import { Checkout } from '../features/checkout/components/Checkout';
import { usePlans } from '../features/subscription/api/subscription';

const PLANS_URL = '/settings?tab=subscription#plans';

/** Exposed as `billing/Checkout`: the checkout of the plan in `?plan=<id>`; Alterar plano goes back to the plans. */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const plans = usePlans();
  if (plans.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (plans.isError) return <LoadFailed message="Não foi possível carregar os planos." onRetry={() => plans.refetch()} />;
  const plan = plans.data?.find((candidate) => candidate.id === params.get('plan'));
  if (!plan) return <Result status="404" title="Plano não encontrado" subTitle="Escolha um dos planos disponíveis." />;
  return <Checkout plan={plan} onBack={() => navigate(PLANS_URL)} />;
}
