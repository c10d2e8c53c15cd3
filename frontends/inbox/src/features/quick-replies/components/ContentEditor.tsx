import { FAST_MESSAGE_CONTENT_MAX_LENGTH } from '@balcao/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useLayoutEffect, useRef } from 'react';
import { insertToken, PLACEHOLDER_BUTTONS } from '../lib/placeholders';

type Props = {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
};

/** The reply's text, with buttons that insert the placeholders where the cursor is; an antd Form control. */
export function ContentEditor({ id, value = '', onChange }: Props) {
  const ref = useRef<TextAreaRef>(null);
  const pendingCaret = useRef<number | null>(null);

  // Put the caret after the inserted placeholder once the new text is on screen.
  useLayoutEffect(() => {
    const textArea = ref.current?.resizableTextArea?.textArea;
    if (pendingCaret.current === null || !textArea) return;
    textArea.focus();
    textArea.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  }, [value]);

  const insert = (token: string) => {
    const textArea = ref.current?.resizableTextArea?.textArea;
    const start = textArea?.selectionStart ?? value.length;
    const end = textArea?.selectionEnd ?? value.length;
    const next = insertToken(value, start, end, token);
    pendingCaret.current = next.caret;
    onChange?.(next.text);
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={6} wrap align="center">
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Inserir:
        </Typography.Text>
        {PLACEHOLDER_BUTTONS.map((button) => (
          <Button
            key={button.token}
            size="small"
            icon={<PlusOutlined />}
            title={button.token}
            onClick={() => insert(button.token)}
          >
            {button.label}
          </Button>
        ))}
      </Flex>
      <Input.TextArea
        id={id}
        ref={ref}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        autoSize={{ minRows: 5, maxRows: 12 }}
        maxLength={FAST_MESSAGE_CONTENT_MAX_LENGTH}
        showCount
        placeholder="Olá, {primeiro_nome}! Aqui é {nome_atendente}, do escritório. Como posso ajudar?"
      />
    </Flex>
  );
}
