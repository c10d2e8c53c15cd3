import { Flex, Input, Tag } from 'antd';
import { useState } from 'react';

/** Keywords as chips: Enter adds one (trimmed, not repeated), the chip's × removes it. */
export function KeywordChips({ keywords, onAdd, onRemove, label }: { keywords: string[]; onAdd: (keyword: string) => void; onRemove: (keyword: string) => void; label: string }) {
  const [text, setText] = useState('');
  return (
    <div>
      <Input
        aria-label={label}
        placeholder="Digite uma palavra-chave e pressione Enter"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={(event) => {
          event.preventDefault();
          if (text.trim()) onAdd(text);
          setText('');
        }}
      />
      <Flex gap={4} wrap style={{ marginTop: 8 }}>
        {keywords.map((keyword) => (
          <Tag key={keyword} closable onClose={() => onRemove(keyword)}>
            {keyword}
          </Tag>
        ))}
      </Flex>
    </div>
  );
}
