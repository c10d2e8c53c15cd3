import { z } from 'zod';
import type { CourtCaseMovement } from './court-case-lookup';

/** The part of DataJud's Elasticsearch answer we read: hits.hits[]._source with its movements. */
const ZDatajudMovement = z.object({
  /** The TPU movement code; not every court sends it, and an odd one only loses the code, never the case. */
  codigo: z.number().int().optional().catch(undefined),
  nome: z.string(),
  dataHora: z.string(),
  complementosTabelados: z.array(z.object({ nome: z.string().optional(), descricao: z.string().optional() })).optional(),
});

const ZDatajudSource = z.object({
  numeroProcesso: z.string(),
  tribunal: z.string().optional(),
  classe: z.object({ nome: z.string() }).optional(),
  movimentos: z.array(ZDatajudMovement).default([]),
});

export const ZDatajudSearchResponse = z.object({
  hits: z.object({ hits: z.array(z.object({ _source: ZDatajudSource })) }),
});
export type DatajudSource = z.infer<typeof ZDatajudSource>;

export function movementsOf(source: DatajudSource): CourtCaseMovement[] {
  return source.movimentos
    .map((movement) => ({
      ...(movement.codigo === undefined ? {} : { code: movement.codigo }),
      name: movement.nome,
      occurredAt: movement.dataHora,
      complements: (movement.complementosTabelados ?? []).flatMap((complement) => (complement.nome ? [complement.nome] : [])),
    }))
    .sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
}
