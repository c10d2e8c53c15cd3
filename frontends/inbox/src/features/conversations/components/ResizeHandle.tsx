import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { theme } from 'antd';
import { SIDEBAR_DEFAULT_WIDTH, SIDEBAR_MAX_WIDTH, SIDEBAR_MIN_WIDTH } from '../hooks/use-sidebar-width';

interface ResizeHandleProps {
  width: number;
  onResize: (width: number) => void;
  onResizeEnd: (width: number) => void;
}

const KEY_STEP = 16;

/** The drag handle on the list's edge; arrow keys resize it too, double-click restores it. */
export function ResizeHandle({ width, onResize, onResizeEnd }: ResizeHandleProps) {
  const { token } = theme.useToken();
  const start = useRef<{ x: number; width: number } | null>(null);
  const latest = useRef(width);
  const [dragging, setDragging] = useState(false);
  latest.current = width;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    start.current = { x: event.clientX, width };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    onResize(start.current.width + event.clientX - start.current.x);
  };
  const finish = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    start.current = null;
    setDragging(false);
    onResizeEnd(latest.current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onResizeEnd(width + (event.key === 'ArrowRight' ? KEY_STEP : -KEY_STEP));
    }
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Redimensionar lista de conversas"
      aria-valuemin={SIDEBAR_MIN_WIDTH}
      aria-valuemax={SIDEBAR_MAX_WIDTH}
      aria-valuenow={width}
      tabIndex={0}
      className="inbox-resize-handle"
      data-dragging={dragging}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={finish}
      onPointerCancel={finish}
      onDoubleClick={() => onResizeEnd(SIDEBAR_DEFAULT_WIDTH)}
      onKeyDown={onKeyDown}
      style={{
        ['--inbox-focus' as string]: token.colorPrimary,
        position: 'absolute',
        insetBlock: 0,
        insetInlineEnd: -3,
        width: 6,
        zIndex: 2,
      }}
    />
  );
}
