import { useIsMobile } from '@balcao/ui';
import { Drawer, theme } from 'antd';
import type { ReactNode } from 'react';
import { SIDEBAR_DEFAULT_WIDTH, useSidebarWidth } from '../hooks/use-sidebar-width';
import { ResizeHandle } from './ResizeHandle';

interface ConversationSidebarProps {
  children: ReactNode;
  /** Mobile only: whether the drawer is open. */
  open: boolean;
  onClose: () => void;
}

/**
 * Holds the conversation list: a resizable column on wide screens, a drawer under 1024 px
 * (spec 1 §2, §9).
 */
export function ConversationSidebar({ children, open, onClose }: ConversationSidebarProps) {
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const { width, setWidth, commit } = useSidebarWidth();

  if (isMobile) {
    return (
      <Drawer
        open={open}
        onClose={onClose}
        placement="left"
        size={Math.min(SIDEBAR_DEFAULT_WIDTH + 24, typeof window === 'undefined' ? 9999 : window.innerWidth)}
        title="Conversas"
        styles={{ body: { padding: 0 }, header: { paddingBlock: 12 } }}
      >
        {children}
      </Drawer>
    );
  }

  return (
    <aside
      aria-label="Lista de conversas"
      style={{
        position: 'relative',
        width,
        flexShrink: 0,
        height: '100%',
        borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {children}
      <ResizeHandle width={width} onResize={setWidth} onResizeEnd={commit} />
    </aside>
  );
}
