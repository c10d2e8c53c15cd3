import type { ConversationEvaluation, ConversationSummary } from '@balcao/contracts';
import { TagsOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, theme } from 'antd';
import { useId } from 'react';
import { ConversationHistorySection } from '../../conversation-history/components/ConversationHistorySection';
import { EvaluationSection } from '../../evaluations/components/EvaluationSection';
import { AddNoteForm } from '../../notes/components/AddNoteForm';
import { NoteList } from '../../notes/components/NoteList';
import { TagChips } from '../../tags/components/TagChips';
import { ContactSummary } from './ContactSummary';
import { CountPill } from './CountPill';
import { DetailsSection } from './DetailsSection';
import { PrioritySelect } from './PrioritySelect';
import { ResponsibleSelect } from './ResponsibleSelect';

/** The open conversation as its detail answers it: the summary and the client's rating, if any. */
export type DetailsConversation = ConversationSummary & { evaluation?: ConversationEvaluation | null };

interface ConversationDetailsContentProps {
  conversation: DetailsConversation;
  onManageTags: () => void;
}

/** Spec 1 §2: contact, priority, responsible, tags and notes of the open conversation. */
export function ConversationDetailsContent({ conversation, onManageTags }: ConversationDetailsContentProps) {
  const { token } = theme.useToken();
  const priorityId = useId();
  const responsibleId = useId();
  const notesCount = conversation.notesCount ?? 0;

  return (
    <Flex vertical gap={20}>
      <ContactSummary conversation={conversation} />
      <Flex vertical gap={12}>
        <Flex vertical gap={4}>
          <label htmlFor={priorityId} style={{ fontWeight: 600, fontSize: 13, color: token.colorText }}>
            Prioridade
          </label>
          <PrioritySelect conversation={conversation} id={priorityId} />
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor={responsibleId} style={{ fontWeight: 600, fontSize: 13, color: token.colorText }}>
            Atendente responsável
          </label>
          <ResponsibleSelect conversation={conversation} id={responsibleId} />
        </Flex>
      </Flex>
      {conversation.evaluation && (
        <>
          <Divider style={{ margin: 0 }} />
          <EvaluationSection evaluation={conversation.evaluation} />
        </>
      )}
      <Divider style={{ margin: 0 }} />
      <DetailsSection
        title="Etiquetas"
        extra={
          <Button size="small" type="link" icon={<TagsOutlined />} onClick={onManageTags}>
            Gerenciar
          </Button>
        }
      >
        <TagChips tags={conversation.tags} max={Number.POSITIVE_INFINITY} emptyText="Nenhuma etiqueta nesta conversa" />
      </DetailsSection>
      <Divider style={{ margin: 0 }} />
      <DetailsSection title="Notas" badge={<CountPill count={notesCount} testId="notes-count" />}>
        <Flex vertical gap={12}>
          <AddNoteForm conversationId={conversation.id} />
          <NoteList conversationId={conversation.id} />
        </Flex>
      </DetailsSection>
      <ConversationHistorySection conversation={conversation} />
    </Flex>
  );
}
