import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';

/** A route the user's profile may not open. */
export function ForbiddenPage() {
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
