import { LoadFailed, useSession } from '@balcao/ui';
import { Flex, Skeleton, Tag, theme, Typography } from 'antd';
import { useTags } from '../../tags/api/get-tags';
import { TagDot } from '../../tags/components/TagDot';
import { toggleTag } from '../lib/conversation-filters';

interface FilterTagChipsProps {
  value: readonly string[];
  onChange: (tagIds: string[]) => void;
}

/** The conversation tags as chips to switch on and off, each in its own colour. */
export function FilterTagChips({ value, onChange }: FilterTagChipsProps) {
  const { token } = theme.useToken();
  const { inboxId } = useSession();
  const tags = useTags(inboxId, 'conversas');

  if (tags.isLoading) return <Skeleton.Input active size="small" block aria-label="Carregando etiquetas" />;
  if (tags.isError && !tags.data) {
    return <LoadFailed inline message="Não foi possível carregar as etiquetas" onRetry={() => void tags.refetch()} />;
  }
  const sorted = [...(tags.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  if (sorted.length === 0) return <Typography.Text type="secondary">Nenhuma etiqueta encontrada</Typography.Text>;

  return (
    <Flex wrap gap={8} role="group" aria-label="Etiquetas">
      {sorted.map((tag) => {
        const checked = value.includes(tag.id);
        return (
          <Tag.CheckableTag
            key={tag.id}
            checked={checked}
            onChange={(next) => onChange(toggleTag(value, tag.id, next))}
            icon={
              checked ? undefined : (
                <span style={{ display: 'inline-flex', marginInlineEnd: 6 }}>
                  <TagDot color={tag.color} size={8} />
                </span>
              )
            }
            style={{
              marginInlineEnd: 0,
              paddingInline: 10,
              lineHeight: '24px',
              border: `1px solid ${checked ? tag.color : token.colorBorder}`,
              background: checked ? tag.color : 'transparent',
              color: checked ? '#fff' : token.colorText,
            }}
          >
            {tag.name}
          </Tag.CheckableTag>
        );
      })}
    </Flex>
  );
}
