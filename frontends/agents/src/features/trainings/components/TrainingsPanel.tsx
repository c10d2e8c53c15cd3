import { AGENT_LIMITS } from '@balcao/contracts';
import { Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useCreateTraining, useDeleteTraining, useTrainings, useUpdateTraining } from '../api/trainings';
import { NewTrainingForm } from './NewTrainingForm';
import { TrainingItem } from './TrainingItem';
import { TrainingPager } from './TrainingPager';

/** The Treinamentos tab (spec 3 §2.1): after add, edit or delete the list refetches on page 1. */
export function TrainingsPanel({ agentId }: { agentId: string }) {
  const [page, setPage] = useState(1);
  const [editingId, setEditingId] = useState<string | null>(null);
  const trainings = useTrainings(agentId, page);
  const create = useCreateTraining(agentId);
  const update = useUpdateTraining(agentId);
  const remove = useDeleteTraining(agentId);
  const busy = create.isPending || update.isPending || remove.isPending;
  const backToStart = () => {
    setEditingId(null);
    setPage(1);
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Treinamentos
        </Typography.Title>
        <Typography.Text type="secondary">Perguntas e respostas que o agente usa para atender seus clientes. Só os treinamentos ativos são usados.</Typography.Text>
      </div>
      <NewTrainingForm busy={busy} onCreate={(body) => create.mutateAsync({ ...body, isActive: true }).then(backToStart)} />
      {trainings.isPending && <Typography.Text type="secondary">Carregando treinamentos...</Typography.Text>}
      {trainings.data && trainings.data.totalItems === 0 && (
        <Empty description={<>Nenhum treinamento cadastrado ainda.<br />Adicione o primeiro treinamento acima para começar.</>} />
      )}
      {trainings.data?.data.map((training) => (
        <TrainingItem
          key={training.id}
          training={training}
          editing={editingId === training.id}
          busy={busy}
          onEdit={() => setEditingId(training.id)}
          onCancel={() => setEditingId(null)}
          onSave={(changes) => void update.mutateAsync({ id: training.id, ...changes }).then(backToStart)}
          onToggle={(isActive) => void update.mutateAsync({ id: training.id, isActive })}
          onDelete={() => void remove.mutateAsync(training.id).then(backToStart)}
        />
      ))}
      {trainings.data && (
        <TrainingPager page={page} totalPages={trainings.data.totalPages} total={trainings.data.totalItems} pageSize={AGENT_LIMITS.trainingsPageSize} onPage={setPage} />
      )}
    </Flex>
  );
}
