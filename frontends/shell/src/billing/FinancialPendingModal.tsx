import { Button, Modal, Typography } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { overdueMessage, type SubscriptionDetails } from '@balcao/contracts';
import { useSession } from '@balcao/ui';
import { showsFinancialPending, SUBSCRIPTION_TAB_URL } from './access-rules';

/**
 * The blocking financial-pending modal for overdue offices (spec 3 §4, §8); only its button, to the
 * subscription tab, leaves it. Only the Gestor pays: the others are told so.
 */
export function FinancialPendingModal({ details }: { details: SubscriptionDetails }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { isManager } = useSession().user;
  const open = showsFinancialPending(details, pathname, search);
  return (
    <Modal
      open={open}
      title={
        <span>
          <ExclamationCircleFilled style={{ color: '#faad14', marginInlineEnd: 8 }} />
          Pendência financeira
        </span>
      }
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
      footer={
        <Button type="primary" onClick={() => navigate(SUBSCRIPTION_TAB_URL)}>
          {isManager ? 'Regularizar pagamento' : 'Ver assinatura'}
        </Button>
      }
    >
      <Typography.Paragraph style={{ margin: 0 }}>{overdueMessage(details.overdueCount || 1)}</Typography.Paragraph>
      {!isManager && (
        <Typography.Paragraph strong style={{ margin: '8px 0 0' }}>
          Somente o Gestor do escritório pode regularizar o pagamento.
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
