import type {
  ForgotPasswordBody,
  LoginBody,
  LoginResponse,
  Ok,
  RecoveryPasswordBody,
  SignUpBody,
  SignUpResponse,
} from '@balcao/contracts';
import { api, newIdempotencyKey, writeSessionCookies } from '@balcao/ui';

export const login = (body: LoginBody) => api.post<LoginResponse>('/auth/login', body);

export const signUp = (body: SignUpBody) =>
  api.post<SignUpResponse>('/auth/sign-up', body, { idempotencyKey: newIdempotencyKey() });

/** Silent: the page shows the server's answer itself (e.g. 503 when the server sends no e-mail). */
export const forgotPassword = (body: ForgotPasswordBody) => api.post<Ok>('/auth/forgot-password', body, { silent: true });

/** Silent: the page shows the server's answer itself (e.g. an expired link). */
export const recoverPassword = (body: RecoveryPasswordBody) => api.post<Ok>('/auth/recovery-password', body, { silent: true });

/** Login answer → the session cookies of ARCHITECTURE §4. */
export function startSessionFromLogin({ token, user }: LoginResponse): void {
  writeSessionCookies({
    token,
    userId: user.id,
    officeId: user.officeId,
    inboxId: user.lastInboxUsed ?? user.inboxes[0]?.id,
  });
}

/** Sign-up answer ({id: officeId, userToken, userId, inboxId}) → the session cookies. */
export function startSessionFromSignUp({ id, userToken, userId, inboxId }: SignUpResponse): void {
  writeSessionCookies({ token: userToken, userId, officeId: id, inboxId });
}

/** Where a fresh session lands: onboarding first, else the page the user was sent away from. */
export function landingPath(inOnboarding: boolean, from?: string): string {
  if (inOnboarding) return '/onboarding';
  if (from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/sign-')) return from;
  return '/home';
}
