import { useEffect } from 'react';
import { viewForKey, type CalendarView } from '../lib/calendar-views';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** Keys m, w, d, a switch the view unless a dialog is open or an input has focus (spec 2 §2.3). */
export function useViewShortcuts(onView: (view: CalendarView) => void, disabled: boolean) {
  useEffect(() => {
    if (disabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (document.querySelector('.ant-modal-wrap, .ant-drawer-open')) return;
      const view = viewForKey(event.key);
      if (view) onView(view);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onView, disabled]);
}
