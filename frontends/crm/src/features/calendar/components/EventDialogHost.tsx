import { formatPhone } from '@balcao/ui';
import {
  useCreateCalendarEvent,
  useDeleteCalendarEvent,
  useUpdateCalendarEvent,
  type CalendarEventBody,
} from '../api/calendar-events';
import type { CalendarEvent } from '@balcao/contracts';
import { draftRange, type EventDraft } from '../lib/event-form';
import { EventDialog } from './EventDialog';

export interface EventDialogState {
  editing: CalendarEvent | null;
  draft: EventDraft;
}

function bodyOf(draft: EventDraft): CalendarEventBody {
  const { start, end } = draftRange(draft);
  return {
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    start: start.toISOString(),
    end: end.toISOString(),
    allDay: draft.allDay,
    color: draft.color || 'blue',
    personId: draft.personId,
  };
}

/** The event dialog wired to the create, update and delete calls. */
export function EventDialogHost({ state, onClose }: { state: EventDialogState; onClose: () => void }) {
  const create = useCreateCalendarEvent();
  const update = useUpdateCalendarEvent();
  const remove = useDeleteCalendarEvent();
  const { editing } = state;
  const person = editing?.person;

  const save = (draft: EventDraft) => {
    const body = bodyOf(draft);
    if (editing) update.mutate({ id: editing.id, ...body }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  };

  return (
    <EventDialog
      editing={editing && { id: editing.id, contact: person ? { id: person.id, label: person.name || formatPhone(person.phoneNumber) } : null }}
      initial={state.draft}
      saving={create.isPending || update.isPending || remove.isPending}
      onSave={save}
      onDelete={() => editing && remove.mutate(editing.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
