import type { Flow, FlowContent } from '@balcao/contracts';
import { validateFlow } from '@balcao/flow-engine';
import { useCallback, useMemo, useState } from 'react';

/**
 * The flow being edited: changes stay here until Salvar (spec 2 §4 'unsaved changes, then saving,
 * then saved'); `dirty` compares with the last saved content.
 */
export function useFlowDraft(flow: Flow) {
  const [saved, setSaved] = useState<FlowContent>(flow.content);
  const [content, setContent] = useState<FlowContent>(flow.content);
  const dirty = useMemo(() => JSON.stringify(saved) !== JSON.stringify(content), [saved, content]);
  const errors = useMemo(() => (content.steps.length ? validateFlow(content) : []), [content]);

  const markSaved = useCallback((next: FlowContent) => {
    setSaved(next);
    setContent(next);
  }, []);

  return { content, setContent, dirty, errors, markSaved };
}
