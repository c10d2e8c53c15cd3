import type { Permission } from '@balcao/contracts';
import { Checkbox, Col, Row, Skeleton } from 'antd';

type Props = {
  permissions: Permission[];
  loading: boolean;
  /** Injected by Form.Item. */
  value?: string[];
  onChange?: (value: string[]) => void;
};

/**
 * The catalogue as a two-column checkbox grid; the value is a list of permission ids, in the
 * catalogue's order. Each box toggles its id in the value it is given (not Checkbox.Group, which
 * drops a value whose box registered itself in an effect that had not run yet).
 */
export function PermissionCheckboxGrid({ permissions, loading, value = [], onChange }: Props) {
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(id);
    else next.delete(id);
    onChange?.(permissions.map((permission) => permission.id).filter((permissionId) => next.has(permissionId)));
  };

  return (
    <Row role="group" gutter={[16, 8]} style={{ width: '100%' }}>
      {permissions.map((permission) => (
        <Col key={permission.id} xs={24} sm={12}>
          <Checkbox checked={value.includes(permission.id)} onChange={(event) => toggle(permission.id, event.target.checked)}>
            {permission.name}
          </Checkbox>
        </Col>
      ))}
    </Row>
  );
}
