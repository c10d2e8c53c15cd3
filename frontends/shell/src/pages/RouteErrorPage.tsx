import { useEffect } from 'react';
import { Button, Flex, Result } from 'antd';
import { useRouteError } from 'react-router';

/** Last resort when a page crashes: the user can reload instead of seeing a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Erro inesperado na página', error);
  }, [error]);
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Result
        status="500"
        title="Algo deu errado"
        subTitle="Não foi possível exibir esta página. Recarregue e tente novamente."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Recarregar página
          </Button>
        }
      />
    </Flex>
  );
}
