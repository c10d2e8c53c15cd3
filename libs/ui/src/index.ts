// API client
export {
  api,
  ApiRequestError,
  API_BASE,
  buildQueryString,
  errorMessageOf,
  fetchFile,
  isPlanLimitError,
  newIdempotencyKey,
  onSubscriptionInactive,
} from './api/api-client';
export type { ApiErrorBody, Query, QueryValue, RequestOptions } from './api/api-client';
export { createBalcaoQueryClient } from './api/query-client';
export { PlanLimitUpgradeLink } from './api/plan-limit';

// Session
export {
  clearSavedFilters,
  clearSession,
  hasSessionToken,
  onSignOut,
  readSessionCookies,
  signOutAndRedirect,
  writeSessionCookies,
} from './session/session-cookies';
export type { SessionCookies } from './session/session-cookies';
export {
  ME_QUERY_KEY,
  SWITCH_INBOX_RELOAD_MS,
  SessionProvider,
  meQueryOptions,
  pickInboxId,
  useOptionalSession,
  useSession,
} from './session/SessionProvider';
export type { SessionValue } from './session/SessionProvider';

// Theme and toasts
export {
  BalcaoThemeProvider,
  PRIMARY_COLOR,
  THEME_STORAGE_KEY,
  buildThemeConfig,
  useThemeMode,
} from './theme/BalcaoThemeProvider';
export type { ThemeMode } from './theme/BalcaoThemeProvider';
export { toast, TOAST_DEFAULT_SECONDS, TOAST_MAX_SECONDS } from './toast/toast';
export type { ToastOptions } from './toast/toast';

// Responsive hooks
export { DIALOG_BREAKPOINT, MOBILE_BREAKPOINT, useIsDialog, useIsMobile, useMediaQuery } from './hooks/use-media-query';
export { useDebouncedValue } from './hooks/use-debounced-value';

// Formatters
export {
  COUNTRY_CODE,
  PHONE_MASK,
  dateRangePresets,
  dayjs,
  formatBadgeCount,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDayLabel,
  formatFirstName,
  formatLongDate,
  formatNumber,
  formatPhone,
  formatRelative,
  formatDurationShort,
  formatSla,
  SLA_SOON_MS,
  formatTime,
  maskPhoneInput,
  onlyDigits,
  toStoredPhone,
} from './format';
export type { DateRange, SlaState } from './format';
export { saveFile } from './files/save-file';

// Components
export { BalcaoLogo } from './components/BalcaoLogo';
export { CopyText, COPIED_MS } from './components/CopyText';
export type { CopyTextProps } from './components/CopyText';
export { DataTable, DEFAULT_EMPTY_TEXT } from './components/DataTable';
export type { DataTablePagination, DataTableProps } from './components/DataTable';
export { DevelopmentPage } from './components/DevelopmentPage';
export { LoadFailed } from './components/LoadFailed';
export type { LoadFailedProps } from './components/LoadFailed';
export { LoadingSplash } from './components/LoadingSplash';
export { MODAL_WIDTHS, ModalOrDrawer } from './components/ModalOrDrawer';
export { ModalFooter } from './components/ModalFooter';
export { DevSession } from './components/DevSession';
export { DevPages, type DevPageEntry } from './components/DevPages';
export type { ModalOrDrawerProps, ModalSize } from './components/ModalOrDrawer';
export { DELETE_ARM_MS, TwoClickDeleteButton } from './components/TwoClickDeleteButton';
export type { TwoClickDeleteButtonProps } from './components/TwoClickDeleteButton';

// Permissions
export { PERMISSION_GUARD, hasEveryPermission, hasPermission } from './permissions/permission-guard';

// Realtime
export * from './realtime';

// Page furniture shared by remotes
export { PageHeader } from './components/PageHeader';
export { WEEKDAY_NAMES, WeekScheduleEditor } from './components/WeekScheduleEditor';
export type { WeekScheduleEditorProps } from './components/WeekScheduleEditor';
export type { PageHeaderProps } from './components/PageHeader';
export { useCountdown } from './hooks/use-countdown';
export { useNow } from './hooks/use-now';
