import { Flex, Skeleton } from 'antd';

/** Placeholder rows while the first page of conversations loads. */
export function ConversationListSkeleton({ rows = 7 }: { rows?: number }) {
  return (
    <Flex vertical aria-busy="true" aria-label="Carregando conversas" style={{ padding: '4px 16px' }}>
      {Array.from({ length: rows }, (_, index) => (
        <Flex key={index} gap={12} align="center" style={{ padding: '10px 0' }}>
          <Skeleton.Avatar active size={44} />
          <Skeleton active title={{ width: '55%' }} paragraph={{ rows: 1, width: '85%' }} style={{ flex: 1 }} />
        </Flex>
      ))}
    </Flex>
  );
}
