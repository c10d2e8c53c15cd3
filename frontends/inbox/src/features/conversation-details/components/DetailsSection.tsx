import { Flex, Typography } from 'antd';
import { useId, type ReactNode } from 'react';

interface DetailsSectionProps {
  title: string;
  /** Shown beside the title, e.g. a count. */
  badge?: ReactNode;
  /** An action at the end of the title row. */
  extra?: ReactNode;
  children: ReactNode;
}

/** A titled block of the details panel. */
export function DetailsSection({ title, badge, extra, children }: DetailsSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Flex align="center" justify="space-between" gap={8} style={{ marginBottom: 8 }}>
        <Typography.Title id={titleId} level={5} style={{ margin: 0, fontSize: 14 }}>
          {title}
          {badge}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </section>
  );
}
