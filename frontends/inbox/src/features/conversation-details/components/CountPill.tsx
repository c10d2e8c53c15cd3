import { theme } from 'antd';

/** A small count beside a section title ('Notas 3'). */
export function CountPill({ count, testId }: { count: number; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <span
      data-testid={testId}
      style={{
        display: 'inline-block',
        marginInlineStart: 6,
        minWidth: 20,
        padding: '0 6px',
        borderRadius: 10,
        background: token.colorFillSecondary,
        color: token.colorTextSecondary,
        fontSize: 12,
        lineHeight: '20px',
        textAlign: 'center',
        fontWeight: 500,
      }}
    >
      {count}
    </span>
  );
}
