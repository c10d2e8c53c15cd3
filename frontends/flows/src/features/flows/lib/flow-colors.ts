import type { FlowColor } from '@balcao/contracts';

/** The spec stores Tailwind class names; the screens paint their colours. */
export const FLOW_COLOR_SWATCHES: Record<FlowColor, { hex: string; label: string }> = {
  'bg-blue-600': { hex: '#2563eb', label: 'Azul' },
  'bg-red-600': { hex: '#dc2626', label: 'Vermelho' },
  'bg-amber-500': { hex: '#f59e0b', label: 'Âmbar' },
  'bg-slate-700': { hex: '#334155', label: 'Grafite' },
  'bg-emerald-600': { hex: '#059669', label: 'Verde' },
};

export const flowColorHex = (color: string) => FLOW_COLOR_SWATCHES[color as FlowColor]?.hex ?? FLOW_COLOR_SWATCHES['bg-blue-600'].hex;
