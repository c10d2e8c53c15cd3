import type { TagModule } from '@balcao/contracts';
import { Flex, Tag } from 'antd';
import { sortModules, TAG_MODULE_LABELS } from '../lib/tag-modules';

/** Where a tag can be used: Conversas, Respostas rápidas, Contatos, CRM. */
export function TagModuleList({ modules }: { modules: readonly TagModule[] }) {
  return (
    <Flex gap={4} wrap>
      {sortModules(modules).map((module) => (
        <Tag key={module} style={{ marginInlineEnd: 0 }}>
          {TAG_MODULE_LABELS[module]}
        </Tag>
      ))}
    </Flex>
  );
}
