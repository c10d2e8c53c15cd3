/** A sticker shows bare, without a bubble around it. */
export function StickerContent({ src }: { src: string }) {
  return <img src={src} alt="Figurinha" width={140} height={140} style={{ display: 'block', objectFit: 'contain' }} />;
}
