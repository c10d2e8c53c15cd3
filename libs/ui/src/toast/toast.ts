import type { ReactNode } from 'react';
import { App, notification as staticNotification } from 'antd';

type NotificationInstance = ReturnType<typeof App.useApp>['notification'];

/** Spec 1 §8: a toast stays 35 s at most and only one shows at a time. */
export const TOAST_MAX_SECONDS = 35;
export const TOAST_DEFAULT_SECONDS = 4;
const TOAST_KEY = 'balcao-toast';

export interface ToastOptions {
  /** Seconds; capped at 35. */
  duration?: number;
}

let instance: NotificationInstance | null = null;

/** Called by BalcaoThemeProvider so toasts use the themed antd App context. */
export function setToastInstance(next: NotificationInstance | null): void {
  instance = next;
}

type Kind = 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, title: ReactNode, description?: ReactNode, options?: ToastOptions): void {
  const target = instance ?? staticNotification;
  const duration = Math.min(options?.duration ?? TOAST_DEFAULT_SECONDS, TOAST_MAX_SECONDS);
  target.destroy(TOAST_KEY);
  target[kind]({
    key: TOAST_KEY,
    title,
    description,
    duration,
    placement: 'topRight',
    role: kind === 'error' ? 'alert' : 'status',
  });
}

export const toast = {
  success: (title: ReactNode, description?: ReactNode, options?: ToastOptions) =>
    show('success', title, description, options),
  /** The destructive toast of the spec. */
  error: (title: ReactNode, description?: ReactNode, options?: ToastOptions) =>
    show('error', title, description, options),
  info: (title: ReactNode, description?: ReactNode, options?: ToastOptions) =>
    show('info', title, description, options),
  warning: (title: ReactNode, description?: ReactNode, options?: ToastOptions) =>
    show('warning', title, description, options),
  dismiss: () => (instance ?? staticNotification).destroy(TOAST_KEY),
};
