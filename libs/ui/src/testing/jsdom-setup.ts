// Shared jsdom set-up of the remotes' component tests (vitest setupFiles): what antd and the
// browser APIs the pages use need from an environment without layout, media or Blob URLs.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom has no layout engine: antd's responsive helpers need matchMedia. Report a desktop
// viewport so ModalOrDrawer renders a dialog.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// antd measures the scrollbar through a pseudo-element, which jsdom does not implement.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// Nor ResizeObserver, which antd's tables and selects observe their size with.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: NoopResizeObserver });

// Files become object URLs for previews; jsdom has no Blob URL store.
Object.defineProperty(URL, 'createObjectURL', { writable: true, value: () => 'blob:http://localhost/test' });
Object.defineProperty(URL, 'revokeObjectURL', { writable: true, value: () => undefined });

// jsdom does not play media; the player's own logic is what the tests look at.
Object.defineProperty(HTMLMediaElement.prototype, 'load', { writable: true, value: () => undefined });
Object.defineProperty(HTMLMediaElement.prototype, 'pause', { writable: true, value: () => undefined });
Object.defineProperty(HTMLMediaElement.prototype, 'play', { writable: true, value: () => Promise.resolve() });

// antd in jsdom renders slowly, more so on a busy CI machine.
configure({ asyncUtilTimeout: 10000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  for (const name of document.cookie.split(';').map((part) => part.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
