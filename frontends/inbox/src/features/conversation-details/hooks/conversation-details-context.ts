import { createContext, useContext } from 'react';

/** What the header's options menu can open or report, provided around the open conversation. */
export interface ConversationDetailsActions {
  panelOpen: boolean;
  togglePanel: () => void;
  openContact: () => void;
  openTags: () => void;
  onDeleted: (conversationId: string) => void;
}

export const ConversationDetailsContext = createContext<ConversationDetailsActions | null>(null);

export function useConversationDetails(): ConversationDetailsActions {
  const actions = useContext(ConversationDetailsContext);
  if (!actions) throw new Error('useConversationDetails precisa estar dentro de ConversationDetailsLayout');
  return actions;
}
