import { PlusOutlined } from '@ant-design/icons';
import { toast } from '@balcao/ui';
import { Button, Flex, Input, Tag } from 'antd';
import { useState } from 'react';
import { optionProblem } from '../lib/custom-field-form';

/** The options of a select or multiselect field: type one, add it, remove with the tag's x. */
export function CustomFieldOptionsEditor({ options, onChange }: { options: string[]; onChange: (options: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const problem = optionProblem(draft, options);
    if (problem) {
      toast.error(problem.title, problem.description);
      return;
    }
    onChange([...options, draft.trim()]);
    setDraft('');
  };
  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <Input
          id="custom-field-option"
          value={draft}
          placeholder="Nova opção"
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault();
            add();
          }}
        />
        <Button icon={<PlusOutlined />} onClick={add}>
          Adicionar
        </Button>
      </Flex>
      <Flex gap={4} wrap>
        {options.map((option) => (
          <Tag key={option} closable onClose={() => onChange(options.filter((item) => item !== option))} style={{ marginInlineEnd: 0 }}>
            {option}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
