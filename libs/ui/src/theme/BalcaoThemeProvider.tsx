import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { App, ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import '../format/dayjs';
import { setToastInstance } from '../toast/toast';

export type ThemeMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const PRIMARY_COLOR = '#0296F9';

interface ThemeModeValue {
  mode: ThemeMode;
  toggle(): void;
  setMode(mode: ThemeMode): void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

function readStoredMode(): ThemeMode {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage unavailable: fall through to the system preference.
  }
  if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  return 'light';
}

export function buildThemeConfig(mode: ThemeMode): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: PRIMARY_COLOR,
      colorInfo: PRIMARY_COLOR,
      colorLink: PRIMARY_COLOR,
      borderRadius: 8,
      fontFamily:
        "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
      colorBgLayout: mode === 'dark' ? '#0b1118' : '#f4f7fb',
    },
    components: {
      Layout: {
        siderBg: mode === 'dark' ? '#111a24' : '#ffffff',
        headerBg: mode === 'dark' ? '#111a24' : '#ffffff',
        headerPadding: '0 24px',
        headerHeight: 64,
      },
      Menu: {
        itemBorderRadius: 8,
        itemMarginInline: 8,
        itemHeight: 38,
        itemMarginBlock: 2,
        groupTitleFontSize: 12,
      },
    },
  };
}

/** Hands antd App's context-aware notification instance to the module-level toast. */
function ToastBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    setToastInstance(notification);
    return () => setToastInstance(null);
  }, [notification]);
  return null;
}

/** Keeps the page background and native controls in step with the theme. */
function DocumentTheme({ mode }: { mode: ThemeMode }) {
  const { token } = antdTheme.useToken();
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
    document.body.style.background = token.colorBgLayout;
    document.body.style.color = token.colorText;
  }, [mode, token.colorBgLayout, token.colorText]);
  return null;
}

export function BalcaoThemeProvider({ children, initialMode }: { children: ReactNode; initialMode?: ThemeMode }) {
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode ?? readStoredMode());

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // The choice still applies for this visit.
    }
  }, []);
  const toggle = useCallback(() => setMode(mode === 'dark' ? 'light' : 'dark'), [mode, setMode]);

  const value = useMemo(() => ({ mode, toggle, setMode }), [mode, toggle, setMode]);
  const themeConfig = useMemo(() => buildThemeConfig(mode), [mode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ConfigProvider locale={ptBR} theme={themeConfig}>
        <App notification={{ maxCount: 1, placement: 'topRight' }} message={{ maxCount: 1 }}>
          <ToastBridge />
          <DocumentTheme mode={mode} />
          {children}
        </App>
      </ConfigProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode precisa estar dentro de BalcaoThemeProvider');
  return value;
}
