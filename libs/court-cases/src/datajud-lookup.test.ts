import { describe, expect, it } from 'vitest';
import { createDatajudLookup } from './datajud-lookup';
import { datajudEmptyResponse, datajudSearchResponse } from './testing/datajud-search-response';

interface Call {
  url: string;
  init: RequestInit;
}

function fetchAnswering(response: () => Promise<Response> | Response) {
  const calls: Call[] = [];
  const fakeFetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  }) as unknown as typeof fetch;
  return { calls, fakeFetch };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('DataJud adapter', () => {
  it('searches the court index of the number with the API key and an exact numeroProcesso query', async () => {
    const { calls, fakeFetch } = fetchAnswering(() => json(datajudSearchResponse));
    await createDatajudLookup({ apiKey: 'chave-publica', fetch: fakeFetch }).findMovements('0000832-35.2018.4.01.3202');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://api-publica.datajud.cnj.jus.br/api_publica_trf1/_search');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.headers).toMatchObject({ Authorization: 'APIKey chave-publica', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ query: { match: { numeroProcesso: '00008323520184013202' } } });
    expect(calls[0].init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads the movements of the recorded answer, newest first, with their TPU codes and complements', async () => {
    const { fakeFetch } = fetchAnswering(() => json(datajudSearchResponse));
    const result = await createDatajudLookup({ apiKey: 'k', fetch: fakeFetch }).findMovements('00008323520184013202');
    expect(result).toMatchObject({ status: 'found', caseNumber: '0000832-35.2018.4.01.3202', tribunal: 'TRF1', className: 'Procedimento do Juizado Especial Cível' });
    if (result.status !== 'found') throw new Error('expected found');
    expect(result.movements[0]).toEqual({ code: 22, name: 'Baixa Definitiva', occurredAt: '2023-07-21T18:00:00.000Z', complements: [] });
    expect(result.movements.at(-1)).toEqual({ code: 26, name: 'Distribuição', occurredAt: '2018-10-30T14:06:24.000Z', complements: ['competência exclusiva'] });
    expect(result.movements.map((movement) => movement.code)).toEqual([22, 848, 219, 581, 11010, 26]);
  });

  it('keeps a movement without a usable code, and the case, when a court leaves the code out or sends an odd one', async () => {
    const source = datajudSearchResponse.hits.hits[0]._source;
    const odd = structuredClone(datajudSearchResponse);
    odd.hits.hits[0]._source.movimentos = [
      { nome: 'Conclusão', dataHora: '2019-01-10T12:00:00.000Z' },
      { codigo: '51', nome: 'Conclusão', dataHora: '2019-01-09T12:00:00.000Z' },
      ...source.movimentos,
    ] as typeof source.movimentos;
    const { fakeFetch } = fetchAnswering(() => json(odd));
    const result = await createDatajudLookup({ apiKey: 'k', fetch: fakeFetch }).findMovements('0000832-35.2018.4.01.3202');
    if (result.status !== 'found') throw new Error('expected found');
    expect(result.movements).toHaveLength(8);
    const [withoutCode, oddCode] = result.movements.filter((movement) => movement.name === 'Conclusão');
    expect(withoutCode).toEqual({ name: 'Conclusão', occurredAt: '2019-01-10T12:00:00.000Z', complements: [] });
    expect(oddCode).not.toHaveProperty('code');
  });

  it('checks the number and the court before any call', async () => {
    const { calls, fakeFetch } = fetchAnswering(() => json(datajudSearchResponse));
    const lookup = createDatajudLookup({ apiKey: 'k', fetch: fakeFetch });
    expect(await lookup.findMovements('0000832-36.2018.4.01.3202')).toEqual({ status: 'invalid_number', problem: 'check_digits' });
    expect(await lookup.findMovements('processo 123')).toEqual({ status: 'invalid_number', problem: 'format' });
    expect(await lookup.findMovements('0000001-56.2024.1.00.0000')).toEqual({ status: 'unsupported_tribunal', caseNumber: '0000001-56.2024.1.00.0000' });
    expect(calls).toHaveLength(0);
  });

  it('answers not found when the index has no hit', async () => {
    const { fakeFetch } = fetchAnswering(() => json(datajudEmptyResponse));
    expect(await createDatajudLookup({ apiKey: 'k', fetch: fakeFetch }).findMovements('1057607-11.2024.8.26.0002')).toEqual({ status: 'not_found', caseNumber: '1057607-11.2024.8.26.0002' });
  });

  it('maps HTTP failures to typed reasons', async () => {
    const cases: Array<[number, string]> = [[401, 'unauthorized'], [403, 'unauthorized'], [429, 'rate_limited'], [502, 'server_error'], [400, 'bad_response']];
    for (const [status, reason] of cases) {
      const { fakeFetch } = fetchAnswering(() => json({ error: 'x' }, status));
      expect(await createDatajudLookup({ apiKey: 'k', fetch: fakeFetch }).findMovements('1057607-11.2024.8.26.0002')).toEqual({ status: 'unavailable', reason });
    }
  });

  it('maps a network failure, an unexpected body and a timeout', async () => {
    const number = '1057607-11.2024.8.26.0002';
    const network = fetchAnswering(() => Promise.reject(new TypeError('fetch failed')));
    expect(await createDatajudLookup({ apiKey: 'k', fetch: network.fakeFetch }).findMovements(number)).toEqual({ status: 'unavailable', reason: 'network' });

    const garbage = fetchAnswering(() => new Response('<html>manutenção</html>', { status: 200 }));
    expect(await createDatajudLookup({ apiKey: 'k', fetch: garbage.fakeFetch }).findMovements(number)).toEqual({ status: 'unavailable', reason: 'bad_response' });

    const hanging = (async (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))) as unknown as typeof fetch;
    expect(await createDatajudLookup({ apiKey: 'k', fetch: hanging, timeoutMs: 20 }).findMovements(number)).toEqual({ status: 'unavailable', reason: 'timeout' });
  });
});
