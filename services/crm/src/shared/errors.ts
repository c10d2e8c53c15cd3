import { defineErrors } from '@balcao/service-kit';
import { CRM_MESSAGES } from '@balcao/contracts';

const M = CRM_MESSAGES;

/** Refusals that need the database (the shape of the input is checked by the contracts). */
export const columnErrors = defineErrors('COLUMN', {
  NOT_IN_FUNNEL: { status: 400, message: M.columnNotInFunnel },
  LAST_WITH_LEADS: { status: 409, message: M.lastColumn },
});

export const leadErrors = defineErrors('LEAD', {
  NOT_IN_FUNNEL: { status: 400, message: M.columnNotInFunnel },
  INVALID_CONTACT: { status: 400, message: M.contactInvalid },
  INVALID_ATTENDANT: { status: 400, message: M.attendantInvalid },
  INVALID_TAG: { status: 400, message: M.tagInvalid },
  TAG_NOT_FOR_CRM: { status: 400, message: M.tagNotForCrm },
  INVALID_CUSTOM_FIELD: { status: 400, message: M.customFieldInvalid },
  INVALID_CUSTOM_VALUE: { status: 400, message: M.customFieldValueInvalid },
  EXISTS: { status: 409, message: M.leadExists },
});

export const customFieldErrors = defineErrors('CUSTOM_FIELD', {
  OPTIONS_REQUIRED: { status: 400, message: M.customFieldOptionsRequired.title },
});

export const calendarErrors = defineErrors('CALENDAR', {
  END_BEFORE_START: { status: 400, message: M.eventEndBeforeStart.title },
  INVALID_CONTACT: { status: 400, message: M.contactInvalid },
});
