import { Flex, theme } from 'antd';

/**
 * 'Hoje', 'Ontem' or dd/MM/yyyy between the days of a conversation. While the reader scrolls it
 * floats on top of its day; at rest it keeps its place, so it never covers a message's text.
 */
export function DateSeparator({ label, floating }: { label: string; floating: boolean }) {
  const { token } = theme.useToken();
  return (
    <Flex
      justify="center"
      style={{ position: floating ? 'sticky' : 'relative', top: 8, zIndex: 2, margin: '12px 0', pointerEvents: 'none' }}
    >
      <span
        role="separator"
        aria-label={label}
        style={{
          padding: '2px 12px',
          borderRadius: 12,
          fontSize: 12,
          fontWeight: 500,
          color: token.colorTextSecondary,
          background: token.colorBgElevated,
          boxShadow: token.boxShadowTertiary,
        }}
      >
        {label}
      </span>
    </Flex>
  );
}
