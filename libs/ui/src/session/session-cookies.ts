import Cookies from 'js-cookie';
import { SESSION_COOKIES, SESSION_MAX_AGE_SECONDS } from '@balcao/contracts';

export interface SessionCookies {
  token?: string;
  userId?: string;
  officeId?: string;
  inboxId?: string;
}

/** localStorage keys that survive a sign-out: a device preference, not session data. */
const KEPT_STORAGE_KEYS = ['theme'];

const cookieOptions = (): Cookies.CookieAttributes => ({
  // js-cookie takes days; the spec's lifetime is 604800 s (7 days).
  expires: SESSION_MAX_AGE_SECONDS / 86400,
  path: '/',
  sameSite: 'lax',
  secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
});

export function readSessionCookies(): SessionCookies {
  return {
    token: Cookies.get(SESSION_COOKIES.token),
    userId: Cookies.get(SESSION_COOKIES.userId),
    officeId: Cookies.get(SESSION_COOKIES.officeId),
    inboxId: Cookies.get(SESSION_COOKIES.inboxId),
  };
}

/** Writes the given values; keys left undefined keep their current cookie. */
export function writeSessionCookies(values: SessionCookies): void {
  const options = cookieOptions();
  for (const key of Object.keys(SESSION_COOKIES) as (keyof typeof SESSION_COOKIES)[]) {
    const value = values[key];
    if (value !== undefined) Cookies.set(SESSION_COOKIES[key], value, options);
  }
}

export function hasSessionToken(): boolean {
  return Boolean(Cookies.get(SESSION_COOKIES.token));
}

/** Removes the session cookies and everything the app kept in localStorage (spec 1 §4). */
export function clearSession(): void {
  for (const name of Object.values(SESSION_COOKIES)) Cookies.remove(name, { path: '/' });
  if (typeof window === 'undefined') return;
  try {
    const kept = KEPT_STORAGE_KEYS.map((key) => [key, window.localStorage.getItem(key)] as const);
    window.localStorage.clear();
    for (const [key, value] of kept) if (value !== null) window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode); the cookies are what ends the session.
  }
}

type SignOutListener = () => void;
const signOutListeners = new Set<SignOutListener>();

/** Lets long-lived clients (e.g. the realtime socket) close themselves on sign-out. */
export function onSignOut(listener: SignOutListener): () => void {
  signOutListeners.add(listener);
  return () => {
    signOutListeners.delete(listener);
  };
}

let signingOut = false;

/** Ends the session and leaves for /sign-in with a full page load, dropping all in-memory state. */
export function signOutAndRedirect(): void {
  if (signingOut) return;
  signingOut = true;
  for (const listener of signOutListeners) {
    try {
      listener();
    } catch (error) {
      console.error('Falha ao encerrar um cliente na saída', error);
    }
  }
  clearSession();
  window.location.assign('/sign-in');
}

/** Saved list filters are per workspace; switching workspace drops them (spec 3 §2.4). */
export function clearSavedFilters(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      const key = window.localStorage.key(i);
      if (key?.startsWith('filters:')) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing saved to clear.
  }
}
