import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useIsMobile, useSession } from '@balcao/ui';
import { isRemoteRegistered, loadRemoteComponent } from '../federation/remotes';
import { RemoteErrorBoundary } from '../federation/RemoteErrorBoundary';
import { visibleAddMenu } from './menu';

/** What the inbox remote's add modals take. */
type RemoteModalProps = { open: boolean; onClose: () => void };

const MODALS_REMOTE = 'inbox';
/** Add-menu entries that open a modal of the inbox remote in place (spec 1 §2). */
const REMOTE_MODALS: Partial<Record<string, string>> = {
  contact: 'AddContactModal',
  tag: 'AddTagModal',
  'quick-reply': 'AddQuickReplyModal',
};

type OpenModal = { id: string; Component: ComponentType<RemoteModalProps>; fallbackTo: string };

/** When a loaded modal fails to render, the page's own `?new=1` create modal takes over. */
function NavigateInstead({ to, onDone }: { to: string; onDone: () => void }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to);
    onDone();
  }, [navigate, to, onDone]);
  return null;
}

/**
 * 'Adicionar' menu of spec 1 §2. Contact, tag and quick-reply open the inbox remote's modals
 * over the current page; when the remote is not deployed or fails to load, the entry goes to
 * its page with `?new=1`, which opens the same modal there. Lead and flow go to their pages.
 */
export function AddMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const entries = visibleAddMenu(user.permissions);
  const [modal, setModal] = useState<OpenModal | null>(null);
  const [loading, setLoading] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const close = useCallback(() => setModal(null), []);

  const openRemoteModal = async (module: string, fallbackTo: string) => {
    setLoading(true);
    try {
      const Component = (await loadRemoteComponent(MODALS_REMOTE, module)) as ComponentType<RemoteModalProps>;
      if (mounted.current) setModal({ id: `${MODALS_REMOTE}/${module}`, Component, fallbackTo });
    } catch (error) {
      console.error(`Falha ao carregar ${MODALS_REMOTE}/${module}; abrindo ${fallbackTo}`, error);
      if (mounted.current) navigate(fallbackTo);
    } finally {
      if (mounted.current) setLoading(false);
    }
  };

  const items: MenuProps['items'] = entries.map(({ key, label, icon: Icon }) => ({ key, label, icon: <Icon /> }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((item) => item.key === key);
    if (!entry || loading) return;
    const module = REMOTE_MODALS[entry.key];
    if (module && isRemoteRegistered(MODALS_REMOTE)) void openRemoteModal(module, entry.to);
    else navigate(entry.to);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="primary" icon={<PlusOutlined />} loading={loading} aria-label="Adicionar">
          {!isMobile && (
            <>
              Adicionar <DownOutlined style={{ fontSize: 10 }} />
            </>
          )}
        </Button>
      </Dropdown>
      {modal && (
        <RemoteErrorBoundary
          key={modal.id}
          moduleId={modal.id}
          fallback={<NavigateInstead to={modal.fallbackTo} onDone={close} />}
        >
          <modal.Component open onClose={close} />
        </RemoteErrorBoundary>
      )}
    </>
  );
}
