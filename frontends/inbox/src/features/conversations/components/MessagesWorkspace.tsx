import { MessageOutlined, MobileOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useIsMobile, useSession } from '@balcao/ui';
import { Button, Flex, Spin, theme } from 'antd';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useIntegrations } from '../../integrations/api/get-integrations';
import { getConversationQueryOptions } from '../../messages/api/get-conversation';
import { EmptyState } from '../../messages/components/EmptyState';
import { usePersonParam } from '../../new-conversation/hooks/use-person-param';
import { useConversations } from '../api/get-conversations';
import { useConversationFilters } from '../hooks/use-conversation-filters';
import { useInboxRealtime } from '../hooks/use-inbox-realtime';

// Loaded when used: the list and its controls once the workspace has a device (an office
// without one sees only the empty state), the open conversation once one is open.
const parts = () => import('./workspace-parts');
const ConversationSidebar = lazy(() => parts().then((module) => ({ default: module.ConversationSidebar })));
const ConversationList = lazy(() => parts().then((module) => ({ default: module.ConversationList })));
const ConversationFiltersDrawer = lazy(() => parts().then((module) => ({ default: module.ConversationFiltersDrawer })));
const DeviceSelect = lazy(() => parts().then((module) => ({ default: module.DeviceSelect })));
const NewConversationButton = lazy(() => parts().then((module) => ({ default: module.NewConversationButton })));
// antd's Result, with its illustrations, only if the devices fail to load.
const DevicesLoadFailed = lazy(() => import('./DevicesLoadFailed').then((module) => ({ default: module.DevicesLoadFailed })));
const ConversationView = lazy(() => import('../../messages/components/ConversationView').then((module) => ({ default: module.ConversationView })));

const loadingPane = (
  <Flex align="center" justify="center" style={{ height: '100%' }}>
    <Spin aria-label="Carregando" />
  </Flex>
);

/**
 * A conversation opened by its address (a notification, a lead, the dashboard) may be of another
 * device than the list's: the list switches to its device once, so its row is there. Choosing
 * another device afterwards is the user's to do.
 */
function useListFollowsOpenConversation(
  selectedId: string | null,
  devices: readonly { id: string }[] | undefined,
  listDeviceId: string | undefined,
  setDeviceId: (id: string) => void,
) {
  // Reads what the open conversation's own query holds and never asks on its own (disabled), so
  // a conversation being deleted or left is not fetched again from here.
  const open = useInfiniteQuery({ ...getConversationQueryOptions(selectedId ?? ''), enabled: false });
  const openDeviceId = selectedId ? open.data?.pages[0]?.integrationId : undefined;
  const followed = useRef<string | null>(null);
  useEffect(() => {
    if (!selectedId || !openDeviceId || !listDeviceId || followed.current === selectedId) return;
    followed.current = selectedId;
    if (openDeviceId !== listDeviceId && devices?.some((device) => device.id === openDeviceId)) setDeviceId(openDeviceId);
  }, [selectedId, openDeviceId, listDeviceId, devices, setDeviceId]);
}

/** /messages and /messages?id= (spec 1 §2): the conversation list beside the open conversation. */
export function MessagesWorkspace() {
  const { token } = theme.useToken();
  const { inboxId } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const selectedId = params.get('id');
  const isMobile = useIsMobile();

  const devices = useIntegrations(inboxId);
  const filters = useConversationFilters(devices.data, params.get('status'));
  const hasDevices = Boolean(devices.data && devices.data.length > 0);
  useListFollowsOpenConversation(selectedId, devices.data, filters.device?.id, filters.setDeviceId);
  const list = useConversations(filters.filter, hasDevices);
  useInboxRealtime(selectedId);
  const openingPerson = usePersonParam(filters.device?.id);
  const [filtersOpen, setFiltersOpen] = useState(false);

  // Under 1024 px the list is a drawer that opens by itself when no conversation is open.
  const [drawerOpen, setDrawerOpen] = useState(!selectedId);
  useEffect(() => {
    setDrawerOpen(!selectedId);
  }, [selectedId]);

  const open = useCallback(
    (id: string) => {
      setDrawerOpen(false);
      navigate(`/messages?id=${encodeURIComponent(id)}`);
    },
    [navigate],
  );
  const backToList = useCallback(() => navigate('/messages'), [navigate]);
  const onLoadFailed = useCallback(() => navigate('/messages', { replace: true }), [navigate]);
  // Spec 1 §4: deleting the open conversation opens the first one left in this list, else none.
  const listed = list.data?.data;
  const onDeleted = useCallback(
    (deletedId: string) => {
      const next = listed?.find((item) => item.id !== deletedId);
      navigate(next ? `/messages?id=${encodeURIComponent(next.id)}` : '/messages', { replace: true });
    },
    [listed, navigate],
  );

  if (devices.isLoading) {
    return (
      <Flex align="center" justify="center" style={{ height: '100%' }}>
        <Spin aria-label="Carregando dispositivos" />
      </Flex>
    );
  }

  if (devices.isError && !devices.data) {
    return (
      <Suspense fallback={loadingPane}>
        <DevicesLoadFailed onRetry={() => void devices.refetch()} />
      </Suspense>
    );
  }

  if (!hasDevices) {
    return (
      <EmptyState
        icon={<MobileOutlined />}
        title="Selecione um dispositivo"
        description="Conecte um número de WhatsApp a este workspace para começar a atender as conversas."
        action={
          <Button type="primary" onClick={() => navigate('/integrations')}>
            Conectar dispositivo
          </Button>
        }
      />
    );
  }

  return (
    <Suspense fallback={loadingPane}>
      <Flex style={{ height: '100%', minHeight: 0, background: token.colorBgContainer }}>
        <ConversationSidebar open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          <ConversationList
            deviceHeader={
              <Flex gap={8}>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <DeviceSelect devices={devices.data ?? []} value={filters.device?.id} onChange={filters.setDeviceId} loading={devices.isFetching} />
                </div>
                <NewConversationButton deviceId={filters.device?.id} onStarted={open} />
              </Flex>
            }
            status={filters.status}
            onStatusChange={filters.setStatus}
            search={filters.search}
            onSearchChange={filters.setSearch}
            filtersActive={filters.filtersActive}
            onOpenFilters={() => setFiltersOpen(true)}
            onClearFilters={filters.clearDrawer}
            data={list.data}
            loading={list.isLoading}
            stale={list.isPlaceholderData}
            error={list.isError}
            onRetry={() => void list.refetch()}
            selectedId={selectedId}
            onOpen={open}
          />
        </ConversationSidebar>
        <ConversationFiltersDrawer
          open={filtersOpen}
          onClose={() => setFiltersOpen(false)}
          devices={devices.data ?? []}
          deviceId={filters.device?.id}
          onDeviceChange={filters.setDeviceId}
          filters={filters.drawer}
          onChange={filters.changeDrawer}
          onClear={filters.clearDrawer}
          active={filters.filtersActive}
        />
        <main style={{ flex: 1, minWidth: 0, height: '100%' }}>
          {openingPerson ? (
            <Flex align="center" justify="center" style={{ height: '100%' }}>
              <Spin description="Abrindo conversa..." aria-label="Abrindo conversa">
                <div style={{ width: 160, height: 48 }} />
              </Spin>
            </Flex>
          ) : selectedId ? (
            <Suspense fallback={loadingPane}>
              <ConversationView key={selectedId} conversationId={selectedId} onBack={backToList} onLoadFailed={onLoadFailed} onDeleted={onDeleted} />
            </Suspense>
          ) : (
            <EmptyState
              icon={<MessageOutlined />}
              title="Selecione uma conversa"
              description="Escolha uma conversa na lista para ver as mensagens e responder ao contato."
              action={
                isMobile ? (
                  <Button icon={<UnorderedListOutlined />} onClick={() => setDrawerOpen(true)}>
                    Ver conversas
                  </Button>
                ) : undefined
              }
            />
          )}
        </main>
      </Flex>
    </Suspense>
  );
}
