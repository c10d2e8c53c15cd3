import type { Permission } from '@balcao/contracts';
import { Checkbox, Col, Row, Skeleton } from 'antd';

type Props = {
  permissions: Permission[];
  loading: boolean;
  /** Injected by Form.Item. */
  value?: string[];
  onChange?: (value: string[]) => void;
};

/** The catalogue as a two-column checkbox grid; the value is a list of permission ids. */
export function PermissionCheckboxGrid({ permissions, loading, value, onChange }: Props) {
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;

  return (
    <Checkbox.Group style={{ width: '100%' }} value={value} onChange={(next) => onChange?.(next as string[])}>
      <Row gutter={[16, 8]}>
        {permissions.map((permission) => (
          <Col key={permission.id} xs={24} sm={12}>
            <Checkbox value={permission.id}>{permission.name}</Checkbox>
          </Col>
        ))}
      </Row>
    </Checkbox.Group>
  );
}
