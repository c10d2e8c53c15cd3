import type { ConversationSummary } from '@balcao/contracts';
import { ReloadOutlined, SearchOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { ModalOrDrawer, newIdempotencyKey, toast, useSession } from '@balcao/ui';
import { Alert, Avatar, Button, Empty, Flex, Input, Radio, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAttendants } from '../../attendants/api/get-attendants';
import { ContactAvatar } from '../../conversations/components/ContactAvatar';
import { usePresence } from '../api/get-presence';
import { useTransferConversation } from '../api/transfer-conversation';
import { failureReasonOf } from '../lib/action-error';
import { matchesAttendant, RANDOM_ATTENDANT, randomPoolSize, SELECT_ATTENDANT_MESSAGE, transferCandidates } from '../lib/transfer-candidates';
import { AttendantOption } from './AttendantOption';

const TRANSFER_FAILED = 'Não foi possível transferir o atendimento. Tente novamente';
/** A search box only helps past a handful of names. */
const SEARCH_FROM = 6;

function randomDescription(pool: number | null): string {
  if (pool === null) return 'Um atendente online agora, escolhido automaticamente';
  if (pool === 0) return 'Nenhum atendente disponível agora';
  return pool === 1 ? '1 atendente online agora' : `${pool} atendentes online agora`;
}

interface TransferModalProps {
  conversation: Pick<ConversationSummary, 'id' | 'user'>;
  onClose: () => void;
}

/**
 * 'Transferir atendimento' (spec 1 §4, §5): to a member of the workspace, those online first,
 * or to a random attendant online now. The chosen one becomes responsible and is notified.
 */
export function TransferModal({ conversation, onClose }: TransferModalProps) {
  const { inboxId, user } = useSession();
  const attendants = useAttendants(inboxId);
  const presence = usePresence(inboxId);
  const transfer = useTransferConversation();
  // One key per opening: a retry after a lost answer does not transfer twice.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [choice, setChoice] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);

  const responsibleId = conversation.user?.id ?? null;
  const onlineIds = useMemo(() => (presence.data ? new Set(presence.data.online.map((member) => member.userId)) : null), [presence.data]);
  const candidates = useMemo(() => transferCandidates(attendants.data ?? [], onlineIds, responsibleId), [attendants.data, onlineIds, responsibleId]);
  const visible = candidates.filter((candidate) => matchesAttendant(candidate, search));
  const pool = randomPoolSize(onlineIds, user.id, responsibleId);

  const choose = (value: string) => {
    setChoice(value);
    setError(null);
  };

  const submit = async () => {
    if (!choice) {
      setError(SELECT_ATTENDANT_MESSAGE);
      return;
    }
    try {
      const summary = await transfer.mutateAsync({ conversationId: conversation.id, userId: choice === RANDOM_ATTENDANT ? null : choice, idempotencyKey });
      toast.success('Atendimento transferido', summary.user?.name ? `${summary.user.name} agora é o responsável pela conversa.` : undefined);
      onClose();
    } catch (cause) {
      const reason = failureReasonOf(cause, TRANSFER_FAILED);
      setError(reason);
      toast.error('Erro ao transferir atendimento', reason);
    }
  };

  let people;
  if (attendants.isLoading) {
    people = <Skeleton avatar active paragraph={{ rows: 1 }} aria-label="Carregando atendentes" />;
  } else if (attendants.isError && !attendants.data) {
    people = (
      <Alert
        type="error"
        showIcon
        title="Não foi possível carregar os atendentes"
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void attendants.refetch()}>
            Tentar novamente
          </Button>
        }
      />
    );
  } else if (candidates.length === 0) {
    people = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum atendente disponível" />;
  } else if (visible.length === 0) {
    people = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum atendente encontrado" />;
  } else {
    people = visible.map((candidate) => (
      <AttendantOption
        key={candidate.id}
        value={candidate.id}
        selected={choice === candidate.id}
        avatar={<ContactAvatar name={candidate.name} imageUrl={candidate.imageUrl} seed={candidate.id} size={36} />}
        title={candidate.id === user.id ? `${candidate.name} (você)` : candidate.name}
        description={onlineIds ? (candidate.online ? 'Online' : 'Offline') : candidate.email}
        online={onlineIds ? candidate.online : undefined}
      />
    ));
  }

  return (
    <ModalOrDrawer
      open
      title="Transferir atendimento"
      onClose={onClose}
      closable={!transfer.isPending}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={transfer.isPending}>
            Cancelar
          </Button>
          <Button type="primary" loading={transfer.isPending} onClick={() => void submit()}>
            Transferir
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">Escolha quem vai continuar este atendimento. A pessoa recebe um aviso e passa a ser a responsável.</Typography.Text>
        {candidates.length >= SEARCH_FROM && (
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Buscar atendente"
            aria-label="Buscar atendente"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
        <Radio.Group value={choice} onChange={(event) => choose(event.target.value as string)} style={{ width: '100%' }} aria-label="Atendente">
          <Flex vertical gap={8} style={{ maxHeight: 360, overflowY: 'auto', paddingInlineEnd: 2 }}>
            <AttendantOption
              value={RANDOM_ATTENDANT}
              selected={choice === RANDOM_ATTENDANT}
              disabled={pool === 0}
              avatar={<Avatar size={36} icon={<ThunderboltOutlined />} style={{ flexShrink: 0 }} aria-hidden />}
              title="Atendente aleatório"
              description={randomDescription(pool)}
            />
            {people}
          </Flex>
        </Radio.Group>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Flex>
    </ModalOrDrawer>
  );
}
