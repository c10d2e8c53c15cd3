import { theme } from 'antd';

interface BalcaoLogoProps {
  /** Icon only, for the collapsed sidebar. */
  compact?: boolean;
  height?: number;
}

/** Mark plus wordmark; the text follows the theme (light or dark logo of spec 1 §2). */
export function BalcaoLogo({ compact = false, height = 32 }: BalcaoLogoProps) {
  const { token } = theme.useToken();
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: 10, height, lineHeight: 1 }}
      aria-label="Balcão"
      role="img"
    >
      <svg width={height} height={height} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={token.colorPrimary} />
        <path
          d="M8 10.5a3.5 3.5 0 0 1 3.5-3.5h9a3.5 3.5 0 0 1 3.5 3.5v6a3.5 3.5 0 0 1-3.5 3.5h-4.6l-4.2 3.4c-.5.4-1.2 0-1.2-.6V20A3.5 3.5 0 0 1 8 16.5z"
          fill="#fff"
        />
        <rect x="11.5" y="12.25" width="9" height="1.75" rx=".875" fill={token.colorPrimary} />
        <rect x="11.5" y="15.25" width="6" height="1.75" rx=".875" fill={token.colorPrimary} />
      </svg>
      {!compact && (
        <span
          style={{
            fontSize: height * 0.66,
            fontWeight: 700,
            letterSpacing: -0.3,
            color: token.colorTextHeading,
          }}
        >
          Balcão
        </span>
      )}
    </span>
  );
}
