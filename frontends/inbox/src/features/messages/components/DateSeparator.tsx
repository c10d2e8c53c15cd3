import { Flex, theme } from 'antd';

/** 'Hoje', 'Ontem' or dd/MM/yyyy between the days of a conversation; it stays on top while its day scrolls. */
export function DateSeparator({ label }: { label: string }) {
  const { token } = theme.useToken();
  return (
    <Flex justify="center" style={{ position: 'sticky', top: 8, zIndex: 2, margin: '12px 0', pointerEvents: 'none' }}>
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
