import { SoundOutlined } from '@ant-design/icons';
import { Button, Flex, Radio, Typography } from 'antd';
import { NOTIFICATION_SOUND_OPTIONS, type NotificationSoundOption } from './notification-sound-options';

type Props = {
  value: NotificationSoundOption['value'];
  saving: boolean;
  onChange: (value: NotificationSoundOption['value']) => void;
  onPreview: (file: string) => void;
};

export function NotificationSoundPicker({ value, saving, onChange, onPreview }: Props) {
  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">
        Toca quando chega uma nova mensagem ou notificação enquanto o Balcão está em outra aba.
      </Typography.Text>
      <Radio.Group
        value={value}
        disabled={saving}
        onChange={(event) => onChange(event.target.value as NotificationSoundOption['value'])}
        aria-label="Som de notificação"
      >
        <Flex vertical gap="small">
          {NOTIFICATION_SOUND_OPTIONS.map((option) => (
            <Flex key={option.value || 'off'} align="center" gap="small">
              <Radio value={option.value}>{option.label}</Radio>
              {option.value && (
                <Button
                  size="small"
                  type="link"
                  icon={<SoundOutlined />}
                  aria-label={`Ouvir ${option.label}`}
                  onClick={() => onPreview(option.value)}
                >
                  Ouvir
                </Button>
              )}
            </Flex>
          ))}
        </Flex>
      </Radio.Group>
    </Flex>
  );
}
