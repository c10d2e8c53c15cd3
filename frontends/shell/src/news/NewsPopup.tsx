import { useState } from 'react';
import { Button, Checkbox, Flex, Modal, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { formatLongDate, useSession } from '@balcao/ui';
import { useUnreadNews } from './news-api';
import { newsForPopup, newsPopupMemory, newsPreview } from './news-popup-rules';

/** The news popup of spec 1 §2 and §4: the newest unread item, once, unless told never again. */
export function NewsPopup({ hasDebt = false }: { hasDebt?: boolean }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const unread = useUnreadNews();
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const [closedId, setClosedId] = useState<string | null>(null);

  const item = newsForPopup({
    unread: unread.data ?? [],
    signedIn: true,
    pathname,
    hasDebt,
    dontShowAgain: newsPopupMemory.dontShowAgain(user.id),
    userCreatedAt: user.createdAt,
    lastShownId: closedId ?? newsPopupMemory.lastShownId(user.id),
  });

  const close = () => {
    if (!item) return;
    // Remembered at once: it pops up once per item.
    newsPopupMemory.setLastShownId(user.id, item.id);
    if (dontShowAgain) newsPopupMemory.setDontShowAgain(user.id);
    setClosedId(item.id);
  };

  const count = unread.data?.length ?? 0;
  if (!item) return null;
  return (
    <Modal
      open
      title={count > 1 ? `Novidades no Balcão (${count})` : 'Novidade no Balcão'}
      onCancel={close}
      footer={
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Checkbox checked={dontShowAgain} onChange={(event) => setDontShowAgain(event.target.checked)}>
            Não mostrar novamente
          </Checkbox>
          <Flex gap={8}>
            <Button onClick={close}>Talvez depois</Button>
            <Button
              type="primary"
              onClick={() => {
                close();
                navigate('/news');
              }}
            >
              Ver Novidades
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">{formatLongDate(item.date)}</Typography.Text>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {item.title}
        </Typography.Title>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{newsPreview(item.descriptionHtml)}</Typography.Paragraph>
      </Flex>
    </Modal>
  );
}
