import type { Message } from '@balcao/contracts';
import { StopOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { AudioPlayer } from './AudioPlayer';
import { DocumentContent } from './DocumentContent';
import { ImageContent } from './ImageContent';
import { RichText } from './RichText';
import { StickerContent } from './StickerContent';
import { VideoContent } from './VideoContent';

function Unavailable() {
  return (
    <Typography.Text type="secondary" italic>
      Arquivo indisponível
    </Typography.Text>
  );
}

/** The inside of a bubble, by message type (spec 1 §3). */
export function MessageContent({ message }: { message: Message }) {
  if (message.metadata.isDeleted) {
    return (
      <Typography.Text type="secondary" italic>
        <StopOutlined style={{ marginInlineEnd: 6 }} />
        Mensagem apagada
      </Typography.Text>
    );
  }

  const caption = message.content ?? message.metadata.caption;
  const url = message.fileUrl;
  const withCaption = (media: ReactNode) => (
    <Flex vertical gap={6}>
      {media}
      {caption && <RichText text={caption} />}
    </Flex>
  );

  switch (message.type) {
    case 'image':
      return withCaption(url ? <ImageContent src={url} alt={caption ?? 'Imagem'} /> : <Unavailable />);
    case 'video':
      return withCaption(url ? <VideoContent src={url} /> : <Unavailable />);
    case 'audio':
      return withCaption(<AudioPlayer src={url} />);
    case 'sticker':
      return url ? <StickerContent src={url} /> : <Unavailable />;
    case 'document':
      return withCaption(
        <DocumentContent
          fileName={message.metadata.fileName ?? 'Documento'}
          mimeType={message.metadata.mimeType}
          url={url}
        />,
      );
    default:
      return message.content ? (
        <RichText text={message.content} />
      ) : (
        <Typography.Text type="secondary" italic>
          Mensagem sem conteúdo
        </Typography.Text>
      );
  }
}
