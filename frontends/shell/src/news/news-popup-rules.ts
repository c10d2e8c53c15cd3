import { NEWS_PREVIEW_CHARS, type NewsItem } from '@balcao/contracts';

/** Paths where the popup never shows besides /news itself (the spec does not list them). */
export const NEWS_POPUP_EXCLUDED_PATHS = ['/onboarding'];

export interface NewsPopupState {
  unread: NewsItem[];
  signedIn: boolean;
  pathname: string;
  dontShowAgain: boolean;
  /** The financial-pending modal's flag: no popup over a debt (spec 3 §4). */
  hasDebt: boolean;
  userCreatedAt: string;
  /** The newest item the popup was already shown for. */
  lastShownId: string | null;
}

/** The newest unread item when the popup should show it (spec 1 §4), else null. */
export function newsForPopup(state: NewsPopupState): NewsItem | null {
  const newest = [...state.unread].sort((a, b) => b.date.localeCompare(a.date))[0];
  if (!newest || !state.signedIn || state.dontShowAgain || state.hasDebt) return null;
  if (state.pathname === '/news' || state.pathname.startsWith('/news/')) return null;
  if (NEWS_POPUP_EXCLUDED_PATHS.some((path) => state.pathname === path || state.pathname.startsWith(`${path}/`))) return null;
  if (new Date(newest.date).getTime() < new Date(state.userCreatedAt).getTime()) return null;
  // It pops up once per item: a newer item shows it again.
  if (newest.id === state.lastShownId) return null;
  return newest;
}

/** The popup's text preview: the HTML body as text, at most 150 characters. */
export function newsPreview(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text.length > NEWS_PREVIEW_CHARS ? `${text.slice(0, NEWS_PREVIEW_CHARS).trimEnd()}…` : text;
}

const key = (userId: string, what: string) => `balcao:news-popup:${what}:${userId}`;

function read(name: string): string | null {
  try {
    return window.localStorage.getItem(name);
  } catch {
    return null;
  }
}

function write(name: string, value: string) {
  try {
    window.localStorage.setItem(name, value);
  } catch {
    // Private mode: the popup may come back on the next visit.
  }
}

/** What the user chose about the popup, remembered in this browser. */
export const newsPopupMemory = {
  dontShowAgain: (userId: string) => read(key(userId, 'never')) === 'true',
  setDontShowAgain: (userId: string) => write(key(userId, 'never'), 'true'),
  lastShownId: (userId: string) => read(key(userId, 'shown')),
  setLastShownId: (userId: string, id: string) => write(key(userId, 'shown'), id),
};
