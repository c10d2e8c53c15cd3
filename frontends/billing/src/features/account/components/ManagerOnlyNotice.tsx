import { Alert } from 'antd';

/** What a member who is not the Gestor sees in place of the subscription's and credits' actions. */
export function ManagerOnlyNotice() {
  return <Alert type="info" showIcon title="Apenas o Gestor do escritório gerencia a assinatura, os cartões e a compra de créditos." />;
}
