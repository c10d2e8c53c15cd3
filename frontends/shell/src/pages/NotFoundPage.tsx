import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Result
        status="404"
        title="Página não encontrada"
        subTitle="O endereço acessado não existe ou foi movido."
        extra={
          <Button type="primary" onClick={() => navigate('/home')}>
            Voltar para o início
          </Button>
        }
      />
    </Flex>
  );
}
