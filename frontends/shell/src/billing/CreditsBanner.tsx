import { useState } from 'react';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';
import { BILLING_MESSAGES, creditsLevelOf, type SubscriptionDetails } from '@balcao/contracts';
import { formatNumber, useSession } from '@balcao/ui';
import { CREDITS_TAB_URL } from './access-rules';
import { useCreditsSummary } from './billing-api';

/**
 * Red when no AI credit is left, orange at 20% or less of the plan's (spec 3 §8-9); closable for
 * this visit. Only the Gestor buys credits: the others are asked to tell them.
 */
export function CreditsBanner({ details }: { details: SubscriptionDetails }) {
  const navigate = useNavigate();
  const { isManager } = useSession().user;
  const [closed, setClosed] = useState(false);
  const usable = details.state !== 'inactive' && !details.isExempt;
  const summary = useCreditsSummary(usable).data?.aiCredits;
  if (!usable || !summary || closed) return null;
  const level = creditsLevelOf(summary);
  if (level === 'ok') return null;
  const empty = level === 'empty';
  return (
    <Alert
      type={empty ? 'error' : 'warning'}
      showIcon
      banner
      role="alert"
      closable={{ onClose: () => setClosed(true), 'aria-label': 'Fechar aviso de créditos' }}
      title={empty ? BILLING_MESSAGES.creditsLimitReached : BILLING_MESSAGES.creditsLow}
      description={[
        empty
          ? 'Os agentes de IA não têm mais créditos para responder.'
          : `Restam ${formatNumber(summary.available)} de ${formatNumber(summary.planTotal)} créditos de IA do seu plano.`,
        !isManager ? 'Avise o Gestor do escritório.' : empty ? 'Compre mais para continuar.' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      action={
        isManager && (
          <Button size="small" type={empty ? 'primary' : 'default'} onClick={() => navigate(CREDITS_TAB_URL)}>
            Comprar créditos
          </Button>
        )
      }
    />
  );
}
