export { dayjs } from './dayjs';
export { COUNTRY_CODE, PHONE_MASK, formatPhone, maskPhoneInput, onlyDigits, toStoredPhone } from './phone';
export { formatDate, formatDateTime, formatDayLabel, formatLongDate, formatRelative, formatTime } from './date';
export { formatBadgeCount, formatCurrency, formatNumber } from './number';
export { formatFirstName } from './name';
export { dateRangePresets, type DateRange } from './date-range-presets';
export { formatDurationShort, formatSla, SLA_SOON_MS, type SlaState } from './sla';
