import { HUMAN_SUPPORT_ALREADY_MESSAGE, type ConversationSummary } from '@balcao/contracts';
import { ApiRequestError, errorMessageOf, toast } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { startHumanSupport } from '../../conversations/api/human-support';
import { applyConversationToCache } from '../../conversations/lib/apply-to-cache';

/**
 * The header's human-mode toggle (spec 1 §4). Starting sets HUMAN_INTERACTIVE with the caller
 * responsible; in a human chat (or when starting finds it already human: 409) it opens the
 * finish-conversation modal instead.
 */
export function useHumanSupport(conversation: Pick<ConversationSummary, 'id' | 'status'>) {
  const queryClient = useQueryClient();
  const [finishOpen, setFinishOpen] = useState(false);
  const isHuman = conversation.status === 'HUMAN_INTERACTIVE';

  const start = useMutation({
    mutationFn: startHumanSupport,
    onSuccess: (summary) => applyConversationToCache(queryClient, summary, summary.id),
  });

  const toggle = async () => {
    if (isHuman) {
      setFinishOpen(true);
      return;
    }
    try {
      await start.mutateAsync(conversation.id);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409 && error.body?.message === HUMAN_SUPPORT_ALREADY_MESSAGE) setFinishOpen(true);
      else if (error instanceof ApiRequestError) toast.error(errorMessageOf(error.body), error.description);
    }
  };

  return { toggle, busy: start.isPending, isHuman, finishOpen, closeFinish: () => setFinishOpen(false) };
}
