const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** '75%', '66,7%'; '—' when nothing was measured. */
export const formatPercent = (value: number | null) => (value === null ? '—' : `${oneDecimal.format(value)}%`);

/** '4,2' */
export const formatAverage = (value: number | null) => (value === null ? '—' : oneDecimal.format(value));

/** Seconds as minutes for the charts (one decimal). */
export const toMinutes = (seconds: number | null) => (seconds === null ? 0 : Math.round(seconds / 6) / 10);
