import type { ReactNode } from 'react';
import { renderPage as renderRemotePage, type RenderPageOptions } from '@balcao/ui/testing';
import { activeUser } from './fixtures';

/** A tab of this remote as the shell hosts it, signed in as the fixtures' user, at /settings?tab=subscription unless told. */
export const renderPage = (ui: ReactNode, options: Partial<RenderPageOptions> = {}) =>
  renderRemotePage(ui, { user: activeUser(), path: '/settings?tab=subscription', route: '/settings', ...options });
