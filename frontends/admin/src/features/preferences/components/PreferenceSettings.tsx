import { toast, useSession } from '@balcao/ui';
import { Card, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { ChangePasswordCard } from '../../password/components/ChangePasswordCard';
import { useUpdateNotificationSound } from '../api/update-notification-sound';
import { useSoundPreview } from '../hooks/use-sound-preview';
import { isNotificationSound, type NotificationSoundOption } from './notification-sound-options';
import { NotificationSoundPicker } from './NotificationSoundPicker';

/** Settings tab 'Preferências' (spec 1 §2): the notification sound saves on change; the member's own password. */
export function PreferenceSettings() {
  const { user, refreshUser } = useSession();
  const updateSound = useUpdateNotificationSound();
  const preview = useSoundPreview();
  const saved = isNotificationSound(user.notificationSound) ? user.notificationSound : '';
  const [selected, setSelected] = useState<NotificationSoundOption['value']>(saved);

  useEffect(() => setSelected(saved), [saved]);

  const handleChange = async (sound: NotificationSoundOption['value']) => {
    setSelected(sound);
    try {
      await updateSound.mutateAsync({ userId: user.id, notificationSound: sound });
      toast.success('Preferências salvas!');
    } catch {
      setSelected(saved);
      toast.error('Erro ao salvar preferências', 'Ocorreu um erro ao atualizar suas configurações.');
    }
    await refreshUser();
  };

  return (
    <Flex vertical gap="middle">
      <Card title="Som de notificação">
        <NotificationSoundPicker
          value={selected}
          saving={updateSound.isPending}
          onChange={handleChange}
          onPreview={preview}
        />
      </Card>
      <ChangePasswordCard />
    </Flex>
  );
}
