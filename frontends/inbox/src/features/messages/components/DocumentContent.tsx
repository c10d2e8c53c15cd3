import {
  DownloadOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileWordOutlined,
  FileZipOutlined,
} from '@ant-design/icons';
import { Button, Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';

function iconFor(fileName: string, mimeType: string | null): ReactNode {
  const name = fileName.toLowerCase();
  const mime = (mimeType ?? '').toLowerCase();
  if (mime === 'application/pdf' || name.endsWith('.pdf')) return <FilePdfOutlined />;
  if (/\.(docx?|odt|rtf)$/.test(name) || mime.includes('word')) return <FileWordOutlined />;
  if (/\.(xlsx?|ods|csv)$/.test(name) || mime.includes('sheet') || mime.includes('excel')) return <FileExcelOutlined />;
  if (/\.(zip|rar|7z)$/.test(name) || mime.includes('zip')) return <FileZipOutlined />;
  if (mime.startsWith('image/')) return <FileImageOutlined />;
  return <FileOutlined />;
}

/** What kind of file it is, from the extension: 'PDF', 'DOCX'… */
function kindLabel(fileName: string): string {
  const extension = fileName.includes('.') ? fileName.split('.').pop() : '';
  return extension ? extension.toUpperCase() : 'Arquivo';
}

interface DocumentContentProps {
  fileName: string;
  mimeType: string | null;
  url: string | null;
}

/** A document: its icon, name and a download button. */
export function DocumentContent({ fileName, mimeType, url }: DocumentContentProps) {
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      gap={12}
      style={{
        padding: '10px 12px',
        borderRadius: token.borderRadius,
        background: token.colorFillQuaternary,
        width: 280,
        maxWidth: '100%',
      }}
    >
      <span style={{ fontSize: 28, color: token.colorPrimary, lineHeight: 1 }} aria-hidden>
        {iconFor(fileName, mimeType)}
      </span>
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong ellipsis={{ tooltip: fileName }}>
          {fileName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {kindLabel(fileName)}
        </Typography.Text>
      </Flex>
      {url && (
        <Button
          href={url}
          download={fileName}
          target="_blank"
          rel="noopener noreferrer"
          type="text"
          shape="circle"
          icon={<DownloadOutlined />}
          aria-label={`Baixar ${fileName}`}
        />
      )}
    </Flex>
  );
}
