import { Button, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '@balcao/ui';
import { BILLING_QUERY_KEY } from '../../subscription/api/subscription';

/** 'Pagamento Confirmado!': Ir para Dashboard refreshes the subscription and goes to / (spec 3 §4). */
export function PaymentConfirmed({ receiptUrl }: { receiptUrl: string | null }) {
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  const navigate = useNavigate();

  const goToDashboard = async () => {
    await Promise.allSettled([queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }), refreshUser()]);
    navigate('/');
  };

  return (
    <Result
      status="success"
      title="Pagamento Confirmado!"
      subTitle="Sua assinatura está ativa. Obrigado por escolher o Balcão!"
      extra={[
        <Button key="dashboard" type="primary" size="large" onClick={goToDashboard}>
          Ir para Dashboard
        </Button>,
        receiptUrl && (
          <Button key="receipt" href={receiptUrl} target="_blank" rel="noopener noreferrer">
            Ver comprovante
          </Button>
        ),
      ]}
    />
  );
}
