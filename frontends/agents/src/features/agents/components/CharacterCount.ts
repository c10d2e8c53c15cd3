/** The counter under a limited field: 'n/500', 'n/3.000' (spec 3 §2.1). */
export const characterCount = (max: number) => ({ formatter: ({ count }: { count: number }) => `${count}/${max.toLocaleString('pt-BR')}` });
