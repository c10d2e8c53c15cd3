import { Flex, InputNumber, Typography } from 'antd';

/** How long a waiting step waits for the client before closing the conversation (empty: no limit). */
export function TimeoutField({ value, onChange }: { value: number | null | undefined; onChange: (value: number | null) => void }) {
  return (
    <Flex vertical gap={4}>
      <label htmlFor="step-timeout" style={{ fontWeight: 500 }}>
        Tempo de espera pela resposta (segundos)
      </label>
      <InputNumber id="step-timeout" min={1} max={604800} precision={0} value={value ?? null} placeholder="Sem limite" onChange={(next) => onChange(typeof next === 'number' && next > 0 ? next : null)} style={{ width: 200 }} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Sem resposta nesse tempo, o atendimento é encerrado.
      </Typography.Text>
    </Flex>
  );
}
