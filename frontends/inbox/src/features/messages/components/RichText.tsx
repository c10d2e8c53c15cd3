import { Typography } from 'antd';
import { Fragment, useMemo } from 'react';
import { toRichText } from '../lib/rich-text';

/** Message text with its line breaks, clickable links and WhatsApp emphasis. */
export function RichText({ text }: { text: string }) {
  const pieces = useMemo(() => toRichText(text), [text]);
  return (
    <Typography.Paragraph
      className="inbox-message-text"
      style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.5 }}
    >
      {pieces.map((piece, index) => {
        switch (piece.kind) {
          case 'link':
            return (
              <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer">
                {piece.text}
              </a>
            );
          case 'bold':
            return <strong key={index}>{piece.text}</strong>;
          case 'italic':
            return <em key={index}>{piece.text}</em>;
          case 'strike':
            return <s key={index}>{piece.text}</s>;
          default:
            return <Fragment key={index}>{piece.text}</Fragment>;
        }
      })}
    </Typography.Paragraph>
  );
}
