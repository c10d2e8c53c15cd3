import { useEffect } from 'react';

/** Spec 2 §2.3: the month's '+ N mais' popover closes on Escape too (FullCalendar closes it on outside clicks). */
export function useMorePopoverEscape() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') document.querySelector<HTMLElement>('.crm-calendar .fc-popover-close')?.click();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
