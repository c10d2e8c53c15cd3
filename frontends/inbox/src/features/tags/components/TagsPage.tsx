import type { Tag } from '@balcao/contracts';
import { PageHeader, toast, useSession } from '@balcao/ui';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useDeleteTag } from '../api/delete-tag';
import { useTags } from '../api/get-tags';
import { useNewParam } from '../hooks/use-new-param';
import { TagFormModal } from './TagFormModal';
import { TagsTable } from './TagsTable';

type ModalState = { mode: 'create' } | { mode: 'edit'; tag: Tag } | null;

const normalise = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();

/** /tags 'Etiquetas' (spec 1 §2, spec 3 §2.4): the workspace's tags for every module. */
export function TagsPage() {
  const { inboxId } = useSession();
  const tags = useTags(inboxId);
  const deleteTag = useDeleteTag();
  const [modal, setModal] = useState<ModalState>(null);
  const [search, setSearch] = useState('');
  const query = normalise(useDeferredValue(search));
  useNewParam(() => setModal({ mode: 'create' }));

  const visible = useMemo(() => {
    const sorted = [...(tags.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    return query ? sorted.filter((tag) => normalise(tag.name).includes(query)) : sorted;
  }, [tags.data, query]);

  const handleDelete = async (tag: Tag) => {
    try {
      await deleteTag.mutateAsync(tag);
      toast.success('Etiqueta excluída');
    } catch {
      // The api client already showed the server's message.
    }
  };

  return (
    <Flex vertical gap="middle">
      <PageHeader
        title="Etiquetas"
        description="Organize conversas, contatos, respostas rápidas e leads do CRM com etiquetas coloridas."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ mode: 'create' })}>
            Nova etiqueta
          </Button>
        }
      />
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder="Buscar etiqueta"
        aria-label="Buscar etiqueta"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 360 }}
      />
      <TagsTable
        tags={visible}
        loading={tags.isLoading}
        onEdit={(tag) => setModal({ mode: 'edit', tag })}
        onDelete={handleDelete}
      />
      {modal && <TagFormModal tag={modal.mode === 'edit' ? modal.tag : null} onClose={() => setModal(null)} />}
    </Flex>
  );
}
