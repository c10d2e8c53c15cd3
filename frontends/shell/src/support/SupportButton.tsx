import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { SupportModal } from './SupportModal';

/** The top bar's entry to the support modal. */
export function SupportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Suporte">
        <Button type="text" shape="circle" icon={<QuestionCircleOutlined style={{ fontSize: 18 }} />} aria-label="Suporte" onClick={() => setOpen(true)} />
      </Tooltip>
      <SupportModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
