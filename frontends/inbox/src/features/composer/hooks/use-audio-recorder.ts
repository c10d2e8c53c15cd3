import { toast } from '@balcao/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MICROPHONE_MESSAGES, microphoneProblemOf, type MicrophoneProblem } from '../lib/microphone-errors';

export type RecorderState =
  | { phase: 'idle' }
  | { phase: 'requesting' }
  | { phase: 'recording'; elapsedSeconds: number }
  | { phase: 'recorded'; file: File; url: string; durationSeconds: number };

/** Spec 1 §4: recorded audio is webm. */
export const RECORDING_MIME_TYPE = 'audio/webm';

function supportedMimeType(): string | undefined {
  const preferred = 'audio/webm;codecs=opus';
  if (typeof MediaRecorder.isTypeSupported !== 'function') return undefined;
  if (MediaRecorder.isTypeSupported(preferred)) return preferred;
  return MediaRecorder.isTypeSupported(RECORDING_MIME_TYPE) ? RECORDING_MIME_TYPE : undefined;
}

function recordingName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `audio-${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}.webm`;
}

function warn(problem: MicrophoneProblem) {
  const { title, description } = MICROPHONE_MESSAGES[problem];
  toast.error(title, description);
}

/**
 * Voice notes with MediaRecorder (spec 1 §4): idle → recording (timer) → recorded (preview,
 * send or discard). A revoked permission or an unplugged microphone ends the recording with
 * 'Gravação interrompida' and keeps what was captured.
 */
export function useAudioRecorder() {
  const [state, setState] = useState<RecorderState>({ phase: 'idle' });
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const chunks = useRef<Blob[]>([]);
  const startedAt = useRef(0);
  const cancelled = useRef(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const permission = useRef<PermissionStatus | null>(null);
  const recordedUrl = useRef<string | null>(null);

  const releaseDevice = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((track) => {
      track.onended = null;
      track.stop();
    });
    stream.current = null;
    if (permission.current) permission.current.onchange = null;
    permission.current = null;
  }, []);

  const revokeRecording = useCallback(() => {
    if (recordedUrl.current) URL.revokeObjectURL(recordedUrl.current);
    recordedUrl.current = null;
  }, []);

  const stop = useCallback(() => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
  }, []);

  const interrupt = useCallback(() => {
    if (!recorder.current || recorder.current.state === 'inactive') return;
    warn('interrupted');
    stop();
  }, [stop]);

  const start = useCallback(async () => {
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      warn('unsupported');
      return;
    }
    setState({ phase: 'requesting' });
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setState({ phase: 'idle' });
      warn(microphoneProblemOf(error));
      return;
    }

    let mediaRecorder: MediaRecorder;
    try {
      const mimeType = supportedMimeType();
      mediaRecorder = mimeType ? new MediaRecorder(media, { mimeType }) : new MediaRecorder(media);
    } catch (error) {
      media.getTracks().forEach((track) => track.stop());
      setState({ phase: 'idle' });
      warn(microphoneProblemOf(error));
      return;
    }

    stream.current = media;
    recorder.current = mediaRecorder;
    chunks.current = [];
    cancelled.current = false;

    mediaRecorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.current.push(event.data);
    };
    mediaRecorder.onerror = () => interrupt();
    mediaRecorder.onstop = () => {
      const durationSeconds = (Date.now() - startedAt.current) / 1000;
      releaseDevice();
      recorder.current = null;
      if (cancelled.current || chunks.current.length === 0) {
        setState({ phase: 'idle' });
        return;
      }
      const blob = new Blob(chunks.current, { type: RECORDING_MIME_TYPE });
      const file = new File([blob], recordingName(new Date()), { type: RECORDING_MIME_TYPE });
      revokeRecording();
      const url = URL.createObjectURL(file);
      recordedUrl.current = url;
      setState({ phase: 'recorded', file, url, durationSeconds });
    };
    media.getAudioTracks().forEach((track) => {
      track.onended = () => interrupt();
    });
    navigator.permissions
      ?.query({ name: 'microphone' as PermissionName })
      .then((status) => {
        permission.current = status;
        status.onchange = () => {
          if (status.state === 'denied') interrupt();
        };
      })
      .catch(() => undefined);

    startedAt.current = Date.now();
    mediaRecorder.start(250);
    setState({ phase: 'recording', elapsedSeconds: 0 });
    timer.current = setInterval(() => {
      setState((current) =>
        current.phase === 'recording' ? { phase: 'recording', elapsedSeconds: Math.floor((Date.now() - startedAt.current) / 1000) } : current,
      );
    }, 250);
  }, [interrupt, releaseDevice, revokeRecording]);

  const cancel = useCallback(() => {
    cancelled.current = true;
    stop();
  }, [stop]);

  const discard = useCallback(() => {
    revokeRecording();
    setState({ phase: 'idle' });
  }, [revokeRecording]);

  /** Hands the recording over (to be sent) and returns to idle. */
  const take = useCallback((): File | null => {
    if (state.phase !== 'recorded') return null;
    revokeRecording();
    setState({ phase: 'idle' });
    return state.file;
  }, [state, revokeRecording]);

  useEffect(
    () => () => {
      cancelled.current = true;
      if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
      releaseDevice();
      revokeRecording();
    },
    [releaseDevice, revokeRecording],
  );

  return { state, start, stop, cancel, discard, take };
}
