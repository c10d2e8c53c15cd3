import { createContext, useContext } from 'react';

/** What nodes and edges on the canvas can ask the editor to do. */
export interface EditorActions {
  editNode(nodeId: string): void;
  deleteNode(nodeId: string): void;
  removeLink(source: string, sourceHandle: string): void;
}

export const EditorActionsContext = createContext<EditorActions | null>(null);

export function useEditorActions(): EditorActions {
  const actions = useContext(EditorActionsContext);
  if (!actions) throw new Error('useEditorActions precisa estar dentro do editor de fluxo');
  return actions;
}
