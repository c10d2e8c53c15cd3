import type { ReactNode } from 'react';
import { Drawer, Modal } from 'antd';
import { useIsDialog } from '../hooks/use-media-query';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

/** Spec 1 §9: modal sizes sm 400, md 568, lg 800, xl 1000 px. */
export const MODAL_WIDTHS: Record<ModalSize, number> = { sm: 400, md: 568, lg: 800, xl: 1000 };

export interface ModalOrDrawerProps {
  open: boolean;
  title?: ReactNode;
  onClose: () => void;
  size?: ModalSize;
  /** Omit for no footer; forms usually render their own buttons here. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Unmount the content when closed so forms start clean. */
  destroyOnHidden?: boolean;
  /** Block closing (e.g. while saving). */
  closable?: boolean;
}

/** A centred dialog from 768 px wide, a bottom sheet below it (spec 1 §9). */
export function ModalOrDrawer({
  open,
  title,
  onClose,
  size = 'md',
  footer,
  children,
  destroyOnHidden = true,
  closable = true,
}: ModalOrDrawerProps) {
  const isDialog = useIsDialog();

  if (isDialog) {
    return (
      <Modal
        open={open}
        title={title}
        onCancel={onClose}
        width={MODAL_WIDTHS[size]}
        footer={footer ?? null}
        destroyOnHidden={destroyOnHidden}
        closable={closable}
        mask={{ closable }}
        keyboard={closable}
        centered
      >
        {children}
      </Modal>
    );
  }

  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      placement="bottom"
      size="auto"
      footer={footer}
      destroyOnHidden={destroyOnHidden}
      closable={closable}
      mask={{ closable }}
      keyboard={closable}
      styles={{
        section: { maxHeight: '92vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
        body: { paddingBottom: 24 },
      }}
    >
      {children}
    </Drawer>
  );
}
