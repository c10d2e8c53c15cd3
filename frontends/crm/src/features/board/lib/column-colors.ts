import { COLUMN_COLORS, type ColumnColor } from '@balcao/contracts';

const HEX: Record<ColumnColor, string> = {
  purple: '#722ED1',
  pink: '#EB2F96',
  cyan: '#13C2C2',
  red: '#F5222D',
  green: '#52C41A',
  blue: '#1677FF',
  orange: '#FA8C16',
  yellow: '#D4B106',
  gray: '#8C8C8C',
};

const LABELS: Record<ColumnColor, string> = {
  purple: 'Roxo',
  pink: 'Rosa',
  cyan: 'Ciano',
  red: 'Vermelho',
  green: 'Verde',
  blue: 'Azul',
  orange: 'Laranja',
  yellow: 'Amarelo',
  gray: 'Cinza',
};

/** The column palette (spec 2 §3 'Funnel column') as the colour form shows it. */
export const COLUMN_COLOR_OPTIONS = COLUMN_COLORS.map((value) => ({ value, label: LABELS[value], hex: HEX[value] }));

/** A palette colour as CSS; unknown values read as blue, the default. */
export const columnColorHex = (color: string | null | undefined) => HEX[color as ColumnColor] ?? HEX.blue;
