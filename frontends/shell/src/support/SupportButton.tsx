import { Suspense, lazy, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';

// The form (and the antd upload, select and form it uses) loads when the button is first used.
const SupportModal = lazy(() => import('./SupportModal').then((module) => ({ default: module.SupportModal })));

/** The top bar's entry to the support modal. */
export function SupportButton() {
  const [open, setOpen] = useState(false);
  // Kept mounted once opened, so closing still animates.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip title="Suporte">
        <Button
          type="text"
          shape="circle"
          icon={<QuestionCircleOutlined style={{ fontSize: 18 }} />}
          aria-label="Suporte"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <SupportModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
