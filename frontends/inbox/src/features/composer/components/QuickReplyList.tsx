import type { FastMessage } from '@balcao/contracts';
import { ReloadOutlined, SearchOutlined, SettingOutlined } from '@ant-design/icons';
import { useSession } from '@balcao/ui';
import { Alert, Button, Empty, Flex, Input, Skeleton, theme, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useFastMessages } from '../../quick-replies/api/get-fast-messages';
import { QUICK_REPLIES_EMPTY_TEXT } from '../../quick-replies/components/QuickRepliesPage';
import { matchesSearch } from '../../quick-replies/lib/quick-reply-form';

const CSS = `
.inbox-quick-reply { background: var(--inbox-qr-bg); transition: background-color 0.15s ease, border-color 0.15s ease; }
.inbox-quick-reply:hover { background: var(--inbox-qr-hover); }
.inbox-quick-reply:focus-visible { outline: 2px solid var(--inbox-focus); outline-offset: -2px; }
@media (prefers-reduced-motion: reduce) { .inbox-quick-reply { transition: none; } }
`;

interface QuickReplyListProps {
  /** The text with its placeholders filled for this conversation. */
  fill: (content: string) => string;
  onChoose: (reply: FastMessage) => void;
  /** Given, the list is a single choice (the finish modal) and marks the chosen one. */
  selectedId?: string | null;
  maxHeight?: number | string;
  autoFocus?: boolean;
}

/**
 * The workspace's quick replies to pick from (spec 1 §2): search by title, text or tag, each
 * with the text the client would get, and a way to /quick-replies to manage them.
 */
export function QuickReplyList({ fill, onChoose, selectedId, maxHeight = 280, autoFocus }: QuickReplyListProps) {
  const { token } = theme.useToken();
  const { inboxId } = useSession();
  const replies = useFastMessages(inboxId);
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search);
  const visible = useMemo(() => (replies.data ?? []).filter((reply) => matchesSearch(reply, term)), [replies.data, term]);
  const selectable = selectedId !== undefined;

  let body;
  if (replies.isLoading) {
    body = <Skeleton active title={false} paragraph={{ rows: 4 }} aria-label="Carregando respostas rápidas" />;
  } else if (replies.isError && !replies.data) {
    body = (
      <Alert
        type="error"
        showIcon
        title="Não foi possível carregar as respostas rápidas"
        action={
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void replies.refetch()}>
            Tentar novamente
          </Button>
        }
      />
    );
  } else if (visible.length === 0) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={QUICK_REPLIES_EMPTY_TEXT} style={{ marginBlock: 12 }}>
        {!search.trim() && <Link to="/quick-replies?new=1">Criar resposta rápida</Link>}
      </Empty>
    );
  } else {
    body = (
      <ul aria-label="Respostas rápidas" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
        {visible.map((reply) => {
          const selected = reply.id === selectedId;
          return (
            <li key={reply.id}>
              <button
                type="button"
                className="inbox-quick-reply"
                aria-pressed={selectable ? selected : undefined}
                onClick={() => onChoose(reply)}
                style={{
                  ['--inbox-qr-bg' as string]: selected ? token.controlItemBgActive : 'transparent',
                  ['--inbox-qr-hover' as string]: selected ? token.controlItemBgActiveHover : token.controlItemBgHover,
                  ['--inbox-focus' as string]: token.colorPrimary,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 2,
                  width: '100%',
                  padding: '8px 12px',
                  border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
                  borderRadius: token.borderRadius,
                  color: 'inherit',
                  textAlign: 'start',
                  cursor: 'pointer',
                  font: 'inherit',
                }}
              >
                <Typography.Text strong ellipsis style={{ maxWidth: '100%' }}>
                  {reply.title}
                </Typography.Text>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 13, whiteSpace: 'pre-line' }}>
                  {fill(reply.content)}
                </Typography.Paragraph>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Flex vertical gap={8} style={{ minHeight: 0 }}>
      <style href="balcao-inbox-quick-reply-list" precedence="default">
        {CSS}
      </style>
      <Input
        allowClear
        autoFocus={autoFocus}
        prefix={<SearchOutlined />}
        placeholder="Buscar por título, conteúdo ou etiqueta"
        aria-label="Buscar resposta rápida"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div style={{ maxHeight, overflowY: 'auto', minHeight: 0 }}>{body}</div>
      <Link to="/quick-replies" style={{ alignSelf: 'flex-start', fontSize: 13 }}>
        <SettingOutlined /> Gerenciar respostas rápidas
      </Link>
    </Flex>
  );
}
