import { Button, Flex, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useInRouterContext, useNavigate } from 'react-router';

function BackHomeRouterButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" onClick={() => navigate('/home')}>
      Voltar para o início
    </Button>
  );
}

/** Shown for areas not released yet (SPEC-DECISIONS: routes whose domain is not built). */
export function DevelopmentPage() {
  const inRouter = useInRouterContext();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh', padding: 24 }}>
      <Result
        icon={<ToolOutlined />}
        title="Funcionalidade em Desenvolvimento"
        subTitle="Estamos preparando esta área do Balcão com cuidado. Assim que ela estiver pronta, aparecerá aqui para todo o seu escritório."
        extra={
          inRouter ? (
            <BackHomeRouterButton />
          ) : (
            <Button type="primary" href="/home">
              Voltar para o início
            </Button>
          )
        }
      />
    </Flex>
  );
}
