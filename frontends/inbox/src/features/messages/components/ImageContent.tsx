import { Image } from 'antd';

/** A thumbnail that opens the full image (antd preview). */
export function ImageContent({ src, alt }: { src: string; alt: string }) {
  return (
    <Image
      src={src}
      alt={alt}
      width={260}
      style={{ maxHeight: 320, objectFit: 'cover', borderRadius: 8, display: 'block' }}
      preview={{ mask: 'Ampliar' }}
    />
  );
}
