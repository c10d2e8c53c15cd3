import { Badge, Button } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useUnreadNews } from './news-api';

/** The top bar's way to /news, with the red dot while unread items exist (spec 1 §2). */
export function NewsButton() {
  const navigate = useNavigate();
  const unread = useUnreadNews();
  const hasUnread = (unread.data?.length ?? 0) > 0;
  return (
    <Badge dot={hasUnread} offset={[-6, 6]}>
      <Button
        type="text"
        shape="circle"
        icon={<GiftOutlined style={{ fontSize: 18 }} />}
        aria-label={hasUnread ? 'Novidades não lidas' : 'Novidades'}
        onClick={() => navigate('/news')}
      />
    </Badge>
  );
}
