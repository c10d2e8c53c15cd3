/** The video with the browser's own controls. */
export function VideoContent({ src }: { src: string }) {
  return (
    <video
      src={src}
      controls
      preload="metadata"
      aria-label="Vídeo"
      style={{ display: 'block', width: 300, maxWidth: '100%', maxHeight: 360, borderRadius: 8, background: '#000' }}
    />
  );
}
