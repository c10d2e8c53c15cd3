import type { Note } from '@balcao/contracts';
import { formatDateTime, formatRelative } from '@balcao/ui';
import { Flex, theme, Tooltip, Typography } from 'antd';

/** Author, when (dd/MM/yyyy HH:mm, spec 1 §9; relative on hover) and the text as written. */
export function NoteItem({ note }: { note: Note }) {
  const { token } = theme.useToken();
  return (
    <li
      data-testid="note-item"
      style={{ listStyle: 'none', padding: '10px 12px', borderRadius: token.borderRadius, background: token.colorWarningBg }}
    >
      <Flex align="baseline" justify="space-between" gap={8}>
        <Typography.Text strong ellipsis style={{ minWidth: 0, fontSize: 13 }}>
          {note.user.name || 'Usuário removido'}
        </Typography.Text>
        <Tooltip title={formatRelative(note.createdAt)}>
          <time dateTime={note.createdAt} style={{ flexShrink: 0, fontSize: 12, color: token.colorTextSecondary }}>
            {formatDateTime(note.createdAt)}
          </time>
        </Tooltip>
      </Flex>
      <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{note.content}</Typography.Paragraph>
    </li>
  );
}
