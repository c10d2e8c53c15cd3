import { Result } from 'antd';
import type { ReactNode } from 'react';
import { RealtimeProvider } from '../realtime';
import { hasSessionToken } from '../session/session-cookies';
import { SessionProvider } from '../session/SessionProvider';

const SHELL_DEV_URL = 'http://localhost:3000';

/**
 * A remote's pages on its own dev server, without the shell: they reuse the shell's session
 * (cookies are per host, so signing in on the shell's dev server is enough), or say how to get one.
 */
export function DevSession({ children, realtime = false }: { children: ReactNode; realtime?: boolean }) {
  if (!hasSessionToken()) {
    return <Result status="info" title="Entre no Balcão primeiro" subTitle={`Esta página usa a sessão do shell: entre em ${SHELL_DEV_URL} e recarregue.`} />;
  }
  const url = `${window.location.origin.replace(/^http/, 'ws')}/api/realtime`;
  return <SessionProvider>{realtime ? <RealtimeProvider url={url}>{children}</RealtimeProvider> : children}</SessionProvider>;
}
