import type { TagModule, TagSummary } from '@balcao/contracts';
import { useSession } from '@balcao/ui';
import { Flex, Select, Tag } from 'antd';
import { useMemo } from 'react';
import { useTags } from '../api/get-tags';
import { TagDot } from './TagDot';

type Props = {
  /** Only tags whose modules include it are offered (spec 1 §3). */
  module: TagModule;
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** Tags the record already has, kept visible even if their modules changed since. */
  current?: readonly TagSummary[];
  id?: string;
  placeholder?: string;
};

const NO_TAGS: readonly TagSummary[] = [];

/** Multi-select of the workspace's tags for one module; works as an antd Form control. */
export function TagSelect({ module, value, onChange, current = NO_TAGS, id, placeholder = 'Selecione as etiquetas' }: Props) {
  const { inboxId } = useSession();
  const tags = useTags(inboxId, module);

  const options = useMemo(() => {
    const offered = new Map<string, { id: string; name: string; color: string }>();
    for (const tag of tags.data ?? []) offered.set(tag.id, tag);
    for (const tag of current) if (!offered.has(tag.id)) offered.set(tag.id, tag);
    return [...offered.values()]
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
      .map((tag) => ({ value: tag.id, label: tag.name, color: tag.color }));
  }, [tags.data, current]);
  const colourOf = (tagId: unknown) => options.find((option) => option.value === tagId)?.color;

  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={value}
      onChange={onChange}
      options={options}
      loading={tags.isLoading}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={tags.isLoading ? 'Carregando etiquetas...' : 'Nenhuma etiqueta encontrada'}
      optionRender={(option) => (
        <Flex align="center" gap={8}>
          <TagDot color={option.data.color} />
          {option.data.label}
        </Flex>
      )}
      tagRender={({ label, value: tagId, closable, onClose }) => (
        <Tag
          color={colourOf(tagId)}
          closable={closable}
          onClose={onClose}
          onMouseDown={(event) => event.preventDefault()}
          style={{ marginInlineEnd: 4 }}
        >
          {label}
        </Tag>
      )}
    />
  );
}
