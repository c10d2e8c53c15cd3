import { AudioOutlined, CloseOutlined, FileOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Flex, theme, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { fileKindOf, formatFileSize } from '../lib/composer-rules';

/** The attached file above the text box: a thumbnail for images, an icon otherwise, and remove. */
export function ComposerAttachments({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { token } = theme.useToken();
  const kind = fileKindOf(file.type);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (kind !== 'image') return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, kind]);

  const icon = kind === 'video' ? <VideoCameraOutlined /> : kind === 'audio' ? <AudioOutlined /> : <FileOutlined />;

  return (
    <Flex
      align="center"
      gap={10}
      data-testid="composer-attachment"
      style={{
        padding: 8,
        paddingInlineEnd: 4,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${token.colorBorderSecondary}`,
        background: token.colorFillQuaternary,
        maxWidth: 360,
      }}
    >
      {preview ? (
        <img src={preview} alt="" width={44} height={44} style={{ objectFit: 'cover', borderRadius: 6, flexShrink: 0 }} />
      ) : (
        <Flex
          align="center"
          justify="center"
          style={{ width: 44, height: 44, borderRadius: 6, background: token.colorPrimaryBg, color: token.colorPrimary, fontSize: 20, flexShrink: 0 }}
          aria-hidden
        >
          {icon}
        </Flex>
      )}
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text ellipsis={{ tooltip: file.name }} style={{ fontSize: 13 }}>
          {file.name}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatFileSize(file.size)}
        </Typography.Text>
      </Flex>
      <Button type="text" size="small" icon={<CloseOutlined />} aria-label="Remover anexo" onClick={onRemove} />
    </Flex>
  );
}
