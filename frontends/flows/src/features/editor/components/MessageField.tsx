import { FLOW_LIMITS, FLOW_PLACEHOLDERS } from '@balcao/contracts';
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Input, Typography } from 'antd';
import { useRef } from 'react';

interface MessageFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  required?: boolean;
  maxLength?: number;
}

/** A step's text (spec 2 §5): up to 4096 characters, remaining count red under 100, placeholders at the cursor. */
export function MessageField({ id, label, value, onChange, placeholder, required, maxLength = FLOW_LIMITS.messageMaxLength }: MessageFieldProps) {
  const cursor = useRef<number | null>(null);
  const remaining = maxLength - value.length;

  const insert = (token: string) => {
    const at = cursor.current ?? value.length;
    const text = `{{${token}}}`;
    const next = `${value.slice(0, at)}${text}${value.slice(at)}`;
    if (next.length > maxLength) return;
    cursor.current = at + text.length;
    onChange(next);
  };

  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <label htmlFor={id} style={{ fontWeight: 500 }}>
          {label}
          {required && <span style={{ color: '#dc2626' }}> *</span>}
        </label>
        <Dropdown
          trigger={['click']}
          menu={{ items: FLOW_PLACEHOLDERS.map(({ token, label: name }) => ({ key: token, label: name })), onClick: ({ key }) => insert(key) }}
        >
          <Button size="small">
            Inserir variável <DownOutlined />
          </Button>
        </Dropdown>
      </Flex>
      <Input.TextArea
        id={id}
        value={value}
        maxLength={maxLength}
        autoSize={{ minRows: 3, maxRows: 10 }}
        placeholder={placeholder}
        onChange={(event) => {
          cursor.current = event.target.selectionStart;
          onChange(event.target.value);
        }}
        onSelect={(event) => {
          cursor.current = (event.target as HTMLTextAreaElement).selectionStart;
        }}
      />
      <Typography.Text style={{ fontSize: 12, alignSelf: 'flex-end', color: remaining < 100 ? '#dc2626' : undefined }} type={remaining < 100 ? undefined : 'secondary'}>
        {remaining} caracteres restantes
      </Typography.Text>
    </Flex>
  );
}
