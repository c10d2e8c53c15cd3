import { CaretRightFilled, PauseOutlined, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Flex, theme, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { formatDuration } from '../../../lib/format-duration';
import {
  AUDIO_ERRORS,
  audioElementErrorOf,
  audioPlayErrorOf,
  formatPlaybackRate,
  isPlayableUrl,
  nextPlaybackRate,
  seekTarget,
} from '../lib/audio-errors';

interface AudioPlayerProps {
  src: string | null | undefined;
  /** Narrower, for the composer's recorded-audio preview. */
  compact?: boolean;
}

/**
 * The chat's audio player (spec 1 §4): play/pause, a progress bar to click, speeds 1x, 1,5x and
 * 2x, and ArrowLeft/ArrowRight to seek 5 seconds while it has focus.
 */
export function AudioPlayer({ src, compact = false }: AudioPlayerProps) {
  const { token } = theme.useToken();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(0);
  const [rate, setRate] = useState(1);
  const [error, setError] = useState<string | null>(isPlayableUrl(src) ? null : AUDIO_ERRORS.invalidUrl);
  // Recordings made by MediaRecorder (webm) report an infinite duration until read to the end.
  const probing = useRef(false);

  useEffect(() => {
    setError(isPlayableUrl(src) ? null : AUDIO_ERRORS.invalidUrl);
    setPlaying(false);
    setCurrent(0);
    setDuration(0);
  }, [src]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }, [rate]);

  const onLoadedMetadata = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (Number.isFinite(audio.duration)) {
      setDuration(audio.duration);
      return;
    }
    probing.current = true;
    audio.currentTime = Number.MAX_SAFE_INTEGER;
  };
  const onDurationChange = () => {
    const audio = audioRef.current;
    if (!audio || !Number.isFinite(audio.duration)) return;
    setDuration(audio.duration);
    if (probing.current) {
      probing.current = false;
      audio.currentTime = 0;
    }
  };
  const onTimeUpdate = () => {
    const audio = audioRef.current;
    if (audio && !probing.current) setCurrent(audio.currentTime);
  };

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio || error) return;
    if (audio.paused) {
      audio.play().catch((reason: unknown) => {
        setPlaying(false);
        setError(audioPlayErrorOf(reason));
      });
    } else {
      audio.pause();
    }
  };

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setCurrent(seconds);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = seekTarget(current, duration, event.key);
    if (target === null) return;
    event.preventDefault();
    seek(target);
  };

  const onBarClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!duration) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const ratio = rect.width ? (event.clientX - rect.left) / rect.width : 0;
    seek(Math.min(duration, Math.max(0, ratio * duration)));
  };

  const retry = () => {
    if (!isPlayableUrl(src)) return;
    setError(null);
    audioRef.current?.load();
  };

  const progress = duration ? Math.min(100, (current / duration) * 100) : 0;

  return (
    <Flex vertical gap={4} style={{ width: compact ? 240 : 280, maxWidth: '100%' }}>
      <div
        role="group"
        aria-label="Áudio"
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="inbox-audio-player"
        style={{ ['--inbox-focus' as string]: token.colorPrimary, borderRadius: token.borderRadius }}
      >
        <Flex align="center" gap={8}>
          <Button
            shape="circle"
            type="primary"
            size={compact ? 'small' : 'middle'}
            aria-label={playing ? 'Pausar áudio' : 'Reproduzir áudio'}
            icon={playing ? <PauseOutlined /> : <CaretRightFilled />}
            onClick={toggle}
            disabled={Boolean(error)}
          />
          <Flex vertical gap={2} style={{ flex: 1, minWidth: 0 }}>
            <div
              role="progressbar"
              aria-label="Progresso do áudio"
              aria-valuemin={0}
              aria-valuemax={Math.round(duration)}
              aria-valuenow={Math.round(current)}
              aria-valuetext={`${formatDuration(current)} de ${formatDuration(duration)}`}
              onClick={onBarClick}
              style={{ height: 16, display: 'flex', alignItems: 'center', cursor: duration ? 'pointer' : 'default' }}
            >
              <div style={{ position: 'relative', width: '100%', height: 4, borderRadius: 2, background: token.colorFillSecondary }}>
                <div
                  style={{
                    position: 'absolute',
                    insetBlock: 0,
                    insetInlineStart: 0,
                    width: `${progress}%`,
                    borderRadius: 2,
                    background: token.colorPrimary,
                  }}
                />
                <div
                  style={{
                    position: 'absolute',
                    top: -4,
                    insetInlineStart: `calc(${progress}% - 6px)`,
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    background: token.colorPrimary,
                  }}
                />
              </div>
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 11, fontVariantNumeric: 'tabular-nums' }}>
              {playing || current > 0 ? formatDuration(current) : formatDuration(duration)}
            </Typography.Text>
          </Flex>
          <Button
            size="small"
            type="text"
            aria-label={`Velocidade ${formatPlaybackRate(rate)}`}
            onClick={() => setRate(nextPlaybackRate(rate))}
            style={{ fontVariantNumeric: 'tabular-nums', minWidth: 44, fontWeight: 600 }}
          >
            {formatPlaybackRate(rate)}
          </Button>
        </Flex>
      </div>
      {error && (
        <Flex align="center" gap={6} role="alert">
          <WarningOutlined style={{ color: token.colorError, flexShrink: 0 }} />
          <Typography.Text type="danger" style={{ fontSize: 12, flex: 1 }}>
            {error}
          </Typography.Text>
          {isPlayableUrl(src) && (
            <Tooltip title="Tentar novamente">
              <Button size="small" type="text" icon={<ReloadOutlined />} aria-label="Tentar carregar o áudio de novo" onClick={retry} />
            </Tooltip>
          )}
        </Flex>
      )}
      {isPlayableUrl(src) && (
        <audio
          ref={audioRef}
          src={src}
          preload="metadata"
          onLoadedMetadata={onLoadedMetadata}
          onDurationChange={onDurationChange}
          onTimeUpdate={onTimeUpdate}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            setPlaying(false);
            setCurrent(0);
          }}
          onError={(event) => {
            setPlaying(false);
            setError(audioElementErrorOf(event.currentTarget.error?.code));
          }}
          style={{ display: 'none' }}
        />
      )}
    </Flex>
  );
}
