import { Result } from 'antd';

export function NoPermissionResult() {
  return <Result status="403" title="Você não tem permissão para acessar esta página" />;
}
