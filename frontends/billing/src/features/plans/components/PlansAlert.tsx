import { useState } from 'react';
import { Alert } from 'antd';

export const PLANS_ALERT_STORAGE_KEY = 'balcao:billing:plans-alert-dismissed';

const wasDismissed = () => {
  try {
    return window.localStorage.getItem(PLANS_ALERT_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
};

/** The dismissible alert over the plans; its dismissal is remembered in this browser (spec 3 §2.2). */
export function PlansAlert() {
  const [dismissed, setDismissed] = useState(wasDismissed);
  if (dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(PLANS_ALERT_STORAGE_KEY, 'true');
    } catch {
      // Private mode: it shows again on the next visit.
    }
  };
  return (
    <Alert
      type="info"
      showIcon
      closable={{ onClose: dismiss, 'aria-label': 'Fechar aviso' }}
      title="Garantia de 7 dias"
      description="Assine sem risco: se o Balcão não for para o seu escritório, devolvemos o valor integral em até 7 dias. No plano anual pago por PIX você ainda ganha 5% de desconto."
    />
  );
}
