import { Suspense, lazy, useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Layout, theme } from 'antd';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useIsMobile, useSession } from '@balcao/ui';
import { BillingNotices, useSubscriptionGate } from '../billing';
import { NewsPopup } from '../news/NewsPopup';
import { findAppRoute, pageTitle } from '../routes/route-table';
import { SIDER_COLLAPSED_STORAGE_KEY, SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from './layout-constants';
import { SideNav } from './SideNav';
import { TopBar } from './TopBar';

// The side menu's drawer is for narrow screens only: a wide one never loads it.
const Drawer = lazy(() => import('antd/es/drawer'));

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(SIDER_COLLAPSED_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

const NOTICES_HEIGHT_VAR = '--balcao-notices-height';

/** The element's height as it changes (the billing notices come and go). */
function useHeightOf(ref: RefObject<HTMLDivElement | null>) {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    setHeight(element.offsetHeight);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}

/** Protected layout of spec 1 §2: sidebar, top bar and the routed page. */
export function AppLayout() {
  const { user } = useSession();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const isMobile = useIsMobile();
  const gate = useSubscriptionGate();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const noticesRef = useRef<HTMLDivElement>(null);
  const noticesHeight = useHeightOf(noticesRef);

  const title = pageTitle(pathname);
  const route = findAppRoute(pathname);
  const fullBleed = Boolean(route?.fullBleed);
  const bordered = pathname === '/messages' || pathname.startsWith('/messages/');

  useEffect(() => {
    document.title = title === 'Balcão' ? 'Balcão' : `${title} · Balcão`;
  }, [title]);

  useEffect(() => {
    if (!isMobile) setDrawerOpen(false);
  }, [isMobile]);

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      try {
        window.localStorage.setItem(SIDER_COLLAPSED_STORAGE_KEY, String(!value));
      } catch {
        // Only this visit remembers it.
      }
      return !value;
    });
  };

  if (user.office.inOnboarding) return <Navigate to="/onboarding" replace />;
  if (gate.redirectTo) return <Navigate to={gate.redirectTo} replace />;

  return (
    <Layout style={{ minHeight: '100dvh' }}>
      {!isMobile && (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsedWidth={SIDER_COLLAPSED_WIDTH}
          collapsed={collapsed}
          trigger={null}
          collapsible
          style={{
            position: 'sticky',
            top: 0,
            height: '100dvh',
            borderInlineEnd: `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <SideNav collapsed={collapsed} onToggleCollapsed={toggleCollapsed} disabled={gate.blocked} />
        </Layout.Sider>
      )}
      {isMobile && (
        <Suspense fallback={null}>
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            size={SIDER_WIDTH + 30}
            closable={false}
            styles={{ body: { padding: 0 } }}
          >
            <SideNav collapsed={false} onNavigated={() => setDrawerOpen(false)} disabled={gate.blocked} />
          </Drawer>
        </Suspense>
      )}
      {/* A column as tall as the window: the banners take their height from the content area, never add it to the page. */}
      {/* Pages sized to the window (the CRM board, the calendar) subtract the notices' height: --balcao-notices-height. */}
      <Layout style={{ minWidth: 0, minHeight: '100dvh', height: fullBleed ? '100dvh' : undefined, [NOTICES_HEIGHT_VAR]: `${noticesHeight}px` } as CSSProperties}>
        <TopBar title={title} bordered={bordered} onOpenMenu={() => setDrawerOpen(true)} />
        <div ref={noticesRef}>
          <BillingNotices details={gate.details} />
        </div>
        <Layout.Content
          style={{
            padding: fullBleed ? 0 : isMobile ? 16 : 24,
            flex: fullBleed ? '1 1 0' : '1 1 auto',
            minHeight: 0,
            overflow: fullBleed ? 'hidden' : undefined,
          }}
        >
          <Outlet />
          <NewsPopup hasDebt={gate.hasDebt} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
