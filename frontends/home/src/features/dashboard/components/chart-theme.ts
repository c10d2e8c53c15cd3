import { theme } from 'antd';

export type ChartTheme = ReturnType<typeof useChartTheme>;

/** Chart colours and text from the antd theme, so charts follow light and dark mode. */
export function useChartTheme() {
  const { token } = theme.useToken();
  return {
    primary: token.colorPrimary,
    secondary: token.colorTextQuaternary,
    grid: token.colorBorderSecondary,
    text: token.colorTextSecondary,
    tooltip: { background: token.colorBgElevated, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, color: token.colorText },
    palette: [token.colorPrimary, token.colorWarning, token.colorSuccess, token.colorTextTertiary, token.colorError, token['purple-6'], token['cyan-6'], token['magenta-6'], token['gold-6']],
  };
}
