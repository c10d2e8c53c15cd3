import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Tooltip, Typography } from 'antd';
import { CALENDAR_VIEWS, type CalendarView } from '../lib/calendar-views';

interface CalendarToolbarProps {
  title: string;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  onPrev: () => void;
  onNext: () => void;
  onToday: () => void;
  onNewEvent: () => void;
}

/** Title, previous/next, 'Hoje', 'Novo Evento' and the view selector (spec 2 §2.3). */
export function CalendarToolbar({ title, view, onView, onPrev, onNext, onToday, onNewEvent }: CalendarToolbarProps) {
  return (
    <Flex justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }} data-testid="calendar-title">
        {title}
      </Typography.Title>
      <Flex gap="small" align="center" wrap>
        <Button icon={<LeftOutlined />} aria-label="Anterior" onClick={onPrev} />
        <Button onClick={onToday}>Hoje</Button>
        <Button icon={<RightOutlined />} aria-label="Próximo" onClick={onNext} />
        <Segmented<CalendarView>
          value={view}
          onChange={onView}
          options={CALENDAR_VIEWS.map((entry) => ({
            value: entry.key,
            label: (
              <Tooltip title={`Tecla ${entry.shortcut}`}>
                <span>
                  {entry.label} ({entry.shortcut})
                </span>
              </Tooltip>
            ),
          }))}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={onNewEvent}>
          Novo Evento
        </Button>
      </Flex>
    </Flex>
  );
}
