import type { DetailsConversation } from './ConversationDetailsContent';
import { useIsMobile } from '@balcao/ui';
import { Flex } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ConversationDetailsContext, type ConversationDetailsActions } from '../hooks/conversation-details-context';
import { useDetailsPanel } from '../hooks/use-details-panel';
import { useElementWidth } from '../hooks/use-element-width';
import { ChatTagsDrawer } from './ChatTagsDrawer';
import { ContactDetailsDrawer } from './ContactDetailsDrawer';
import { ConversationDetailsPanel, DETAILS_PANEL_WIDTH } from './ConversationDetailsPanel';

/** Narrower than this, the header and composer no longer fit beside the column. */
const MIN_CONVERSATION_WIDTH = 480;

interface ConversationDetailsLayoutProps {
  conversation: DetailsConversation;
  onDeleted: (conversationId: string) => void;
  /** The conversation itself: header, messages and composer. */
  children: ReactNode;
}

type OpenDrawer = 'tags' | 'contact' | null;

/**
 * Puts the details panel beside the open conversation and owns the drawers its options menu
 * opens; the menu reaches them through the context. The panel is a column where the room
 * allows it (a wide screen, or the side menu collapsed), else a drawer (always under 1024 px).
 */
export function ConversationDetailsLayout({ conversation, onDeleted, children }: ConversationDetailsLayoutProps) {
  const isMobile = useIsMobile();
  const { ref, width } = useElementWidth<HTMLDivElement>();
  const asDrawer = isMobile || (width !== null && width < DETAILS_PANEL_WIDTH + MIN_CONVERSATION_WIDTH);
  const { open, setOpen, toggle } = useDetailsPanel(asDrawer);
  const [drawer, setDrawer] = useState<OpenDrawer>(null);
  const closeDrawer = useCallback(() => setDrawer(null), []);
  const openTags = useCallback(() => setDrawer('tags'), []);
  const openContact = useCallback(() => setDrawer('contact'), []);
  const closePanel = useCallback(() => setOpen(false), [setOpen]);

  const actions = useMemo<ConversationDetailsActions>(
    () => ({ panelOpen: open, togglePanel: toggle, openContact, openTags, onDeleted }),
    [open, toggle, openContact, openTags, onDeleted],
  );

  return (
    <ConversationDetailsContext.Provider value={actions}>
      <Flex ref={ref} style={{ height: '100%', minWidth: 0 }}>
        <div style={{ flex: 1, minWidth: 0, height: '100%' }}>{children}</div>
        <ConversationDetailsPanel
          conversation={conversation}
          open={open}
          asDrawer={asDrawer}
          onClose={closePanel}
          onManageTags={openTags}
        />
      </Flex>
      <ChatTagsDrawer conversation={conversation} open={drawer === 'tags'} onClose={closeDrawer} />
      <ContactDetailsDrawer personId={conversation.personId} open={drawer === 'contact'} onClose={closeDrawer} />
    </ConversationDetailsContext.Provider>
  );
}
