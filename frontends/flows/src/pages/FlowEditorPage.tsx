import { ApiRequestError } from '@balcao/ui';
import { Button, Result, Spin } from 'antd';
import { Link, useParams } from 'react-router';
import { useFlow } from '../features/flows/api/flows';
import { FlowEditor } from '../features/editor/components/FlowEditor';

/** Exposed as 'flows/FlowEditorPage' (/flows/:id). */
export default function FlowEditorPage() {
  const { id = '' } = useParams();
  const flow = useFlow(id);
  if (flow.isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (flow.isError) {
    const missing = flow.error instanceof ApiRequestError && (flow.error.status === 404 || flow.error.status === 400);
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? 'Fluxo não encontrado' : 'Não foi possível carregar o fluxo'}
        subTitle={missing ? 'Ele pode ter sido excluído ou pertencer a outro workspace.' : 'Tente novamente em instantes.'}
        extra={
          <Link to="/flows">
            <Button type="primary">Voltar para os fluxos</Button>
          </Link>
        }
      />
    );
  }
  return <FlowEditor key={flow.data.id} flow={flow.data} />;
}
