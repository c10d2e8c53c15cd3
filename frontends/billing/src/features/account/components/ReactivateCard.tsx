import { Alert, Button } from 'antd';
import type { SubscriptionDetails } from '@balcao/contracts';
import { formatDate } from '@balcao/ui';
import { useReactivateSubscription } from '../../subscription/api/subscription';

/** A cancelled subscription lasts until its plan end and can be reactivated before then by the Gestor (spec 3 §4). */
export function ReactivateCard({ details, manages }: { details: SubscriptionDetails; manages: boolean }) {
  const reactivate = useReactivateSubscription();
  const id = details.internalSubscriptionId ?? details.id;
  const until = details.planEndIn ? formatDate(details.planEndIn * 1000) : null;
  return (
    <Alert
      type="warning"
      showIcon
      title="Assinatura cancelada"
      description={`Seu acesso continua${until ? ` até ${until}` : ' até o fim do período pago'}. ${manages ? 'Reative' : 'O Gestor do escritório pode reativar'} para continuar usando o Balcão depois disso.`}
      action={
        manages && (
          <Button type="primary" loading={reactivate.isPending} disabled={!id} onClick={() => id && reactivate.mutate(id)}>
            Reativar assinatura
          </Button>
        )
      }
    />
  );
}
