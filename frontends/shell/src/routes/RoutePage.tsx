import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { DevelopmentPage, hasPermission, useSession } from '@balcao/ui';
import { RemoteModule } from '../federation/RemoteModule';
import { SettingsPage } from '../settings/SettingsPage';
import type { AppRoute } from './route-table';

function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="Acesso negado"
      subTitle="O seu perfil não tem permissão para acessar esta página. Fale com o gestor do escritório."
      extra={
        <Button type="primary" onClick={() => navigate('/home')}>
          Voltar para o início
        </Button>
      }
    />
  );
}

/** Renders one route of the table: a remote page, the settings page or 'em desenvolvimento'. */
export function RoutePage({ route }: { route: AppRoute }) {
  const { user } = useSession();
  if (route.permission && !hasPermission(user, route.permission)) return <ForbiddenPage />;

  const { target } = route;
  if (target.kind === 'settings') return <SettingsPage />;
  if (target.kind === 'development') return <DevelopmentPage />;
  return <RemoteModule key={`${target.remote}/${target.module}`} remote={target.remote} module={target.module} />;
}
