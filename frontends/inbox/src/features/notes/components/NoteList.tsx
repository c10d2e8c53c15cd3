import { LoadFailed } from '@balcao/ui';
import { Flex, Skeleton, Typography } from 'antd';
import { useNotes } from '../api/notes';
import { NoteItem } from './NoteItem';

/** The conversation's internal notes, newest first, with their loading, empty and error states. */
export function NoteList({ conversationId }: { conversationId: string }) {
  const notes = useNotes(conversationId);

  if (notes.isLoading) return <Skeleton active title={false} paragraph={{ rows: 3 }} aria-busy="true" />;

  if (notes.isError && !notes.data) {
    return <LoadFailed message="Não foi possível carregar as notas." onRetry={() => void notes.refetch()} />;
  }

  if (!notes.data || notes.data.length === 0) {
    return <Typography.Text type="secondary">Nenhuma nota ainda. As notas ficam só para a equipe e não são enviadas ao contato.</Typography.Text>;
  }

  return (
    <Flex component="ul" vertical gap={8} aria-label="Notas da conversa" style={{ margin: 0, padding: 0 }}>
      {notes.data.map((note) => (
        <NoteItem key={note.id} note={note} />
      ))}
    </Flex>
  );
}
