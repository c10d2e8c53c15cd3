/**
 * A DataJud answer for TRF1 case 0000832-35.2018.4.01.3202 (the example of the DataJud wiki),
 * in the shape the API documents: Elasticsearch hits with the case in _source.
 */
export const datajudSearchResponse = {
  took: 12,
  timed_out: false,
  _shards: { total: 7, successful: 7, skipped: 0, failed: 0 },
  hits: {
    total: { value: 1, relation: 'eq' },
    max_score: 13.9,
    hits: [
      {
        _index: 'api_publica_trf1',
        _id: 'TRF1_436_JE_16403_00008323520184013202',
        _score: 13.9,
        _source: {
          numeroProcesso: '00008323520184013202',
          classe: { codigo: 436, nome: 'Procedimento do Juizado Especial Cível' },
          sistema: { codigo: 1, nome: 'Pje' },
          formato: { codigo: 1, nome: 'Eletrônico' },
          tribunal: 'TRF1',
          dataHoraUltimaAtualizacao: '2023-07-21T19:07:18.298Z',
          grau: 'JE',
          '@timestamp': '2023-08-01T21:49:32.183Z',
          dataAjuizamento: '2018-10-29T00:00:00.000Z',
          id: 'TRF1_436_JE_16403_00008323520184013202',
          nivelSigilo: 0,
          orgaoJulgador: { codigoMunicipioIBGE: 5128, codigo: 16403, nome: 'JEF Adj - Tefé' },
          assuntos: [{ codigo: 6177, nome: 'Concessão' }],
          movimentos: [
            {
              complementosTabelados: [{ codigo: 2, valor: 1, nome: 'competência exclusiva', descricao: 'tipo_de_distribuicao_redistribuicao' }],
              codigo: 26,
              nome: 'Distribuição',
              dataHora: '2018-10-30T14:06:24.000Z',
            },
            { codigo: 11010, nome: 'Mero expediente', dataHora: '2018-11-05T13:15:00.000Z' },
            {
              complementosTabelados: [{ codigo: 4, valor: 51, nome: 'decisão', descricao: 'tipo_de_documento' }],
              codigo: 581,
              nome: 'Documento',
              dataHora: '2019-02-11T18:20:00.000Z',
            },
            { codigo: 219, nome: 'Procedência', dataHora: '2019-06-03T17:40:00.000Z' },
            { codigo: 848, nome: 'Trânsito em julgado', dataHora: '2019-08-20T12:00:00.000Z' },
            { codigo: 22, nome: 'Baixa Definitiva', dataHora: '2023-07-21T18:00:00.000Z' },
          ],
        },
      },
    ],
  },
};

export const datajudEmptyResponse = {
  took: 3,
  timed_out: false,
  hits: { total: { value: 0, relation: 'eq' }, max_score: null, hits: [] },
};
