import type { FastMessage } from '@balcao/contracts';
import { useIsMobile } from '@balcao/ui';
import { Drawer } from 'antd';
import { QuickReplyList } from './QuickReplyList';

interface QuickRepliesDrawerProps {
  open: boolean;
  onClose: () => void;
  fill: (content: string) => string;
  onChoose: (reply: FastMessage) => void;
}

/** The lightning button's drawer: the same list as the 'Respostas rápidas' tab, taller. */
export function QuickRepliesDrawer({ open, onClose, fill, onChoose }: QuickRepliesDrawerProps) {
  const isMobile = useIsMobile();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Respostas rápidas"
      placement={isMobile ? 'bottom' : 'right'}
      size={isMobile ? 'auto' : 420}
      destroyOnHidden
      styles={{ body: { display: 'flex', flexDirection: 'column', paddingTop: 12 } }}
    >
      <QuickReplyList fill={fill} onChoose={onChoose} maxHeight={isMobile ? '55vh' : 'calc(100vh - 190px)'} autoFocus />
    </Drawer>
  );
}
