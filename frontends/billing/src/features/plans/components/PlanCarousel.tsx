import { useRef, type ReactNode } from 'react';
import { Button, Flex } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useIsMobile } from '@balcao/ui';

/** Cards side by side that scroll (snapping) with arrows; one plan alone is a single column (spec 3 §2.2). */
export function PlanCarousel({ children, count }: { children: ReactNode[]; count: number }) {
  const track = useRef<HTMLDivElement>(null);
  // On a phone the cards are swiped; arrows would only take room.
  const arrows = !useIsMobile();
  if (count <= 1) return <div style={{ maxWidth: 420, margin: '0 auto' }}>{children}</div>;

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <Flex align="center" gap={8}>
      {arrows && <Button shape="circle" icon={<LeftOutlined />} aria-label="Planos anteriores" onClick={() => scroll(-1)} />}
      <div
        ref={track}
        role="list"
        aria-label="Planos"
        style={{ display: 'flex', gap: 16, overflowX: 'auto', scrollSnapType: 'x mandatory', flex: 1, padding: '4px 2px 12px' }}
      >
        {children.map((child, index) => (
          <div key={index} role="listitem" style={{ flex: '0 0 min(300px, 88%)', scrollSnapAlign: 'start' }}>
            {child}
          </div>
        ))}
      </div>
      {arrows && <Button shape="circle" icon={<RightOutlined />} aria-label="Próximos planos" onClick={() => scroll(1)} />}
    </Flex>
  );
}
