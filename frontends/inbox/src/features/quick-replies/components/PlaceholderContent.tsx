import { Tag } from 'antd';
import { splitPlaceholders } from '../lib/placeholders';

/** A quick reply's text with its placeholders shown as chips ('Primeiro nome', 'Atendente'). */
export function PlaceholderContent({ content }: { content: string }) {
  return (
    <>
      {splitPlaceholders(content).map((part, index) =>
        part.kind === 'placeholder' ? (
          <Tag key={index} color="processing" variant="filled" title={part.text} style={{ marginInline: 2, fontSize: 12 }}>
            {part.label}
          </Tag>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
