import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { CHART_DIR, loadValues, loadYaml, readRepoFile } from './repo';

// helm/balcao/values.schema.json is what helm itself enforces on install; here it is run
// with a JSON Schema validator so the schema and the values files cannot drift apart.

const schema = JSON.parse(readRepoFile(`${CHART_DIR}/values.schema.json`)) as object;
const validate = new Ajv({ allErrors: true }).compile(schema);
const errorsOf = (values: unknown) => (validate(values) ? [] : (validate.errors ?? []).map((error) => `${error.dataPath} ${error.message}`));

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Helm's merge of values files: maps merge key by key, anything else is replaced. */
function merge(base: Tree, override: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isTree(current) && isTree(value) ? merge(current, value) : value;
  }
  return merged;
}

describe('values.schema.json', () => {
  const values = loadValues() as unknown as Tree;

  it('accepts values.yaml and values.yaml + values-dev.yaml', () => {
    expect(errorsOf(values)).toEqual([]);
    expect(errorsOf(merge(values, loadYaml<Tree>(`${CHART_DIR}/values-dev.yaml`)))).toEqual([]);
  });

  it('rejects a route outside /api, a frontend with an unknown role and a service without probes', () => {
    expect(errorsOf(merge(values, { services: { auth: { routes: ['/auth'] } } }))).toEqual([
      ".services['auth'].routes[0] should match pattern \"^/api(/[a-z0-9][a-z0-9-]*)+$\"",
    ]);
    expect(errorsOf(merge(values, { frontends: { admin: { role: 'side' } } }))).toEqual([
      ".frontends['admin'].role should be equal to one of the allowed values",
    ]);
    const services = structuredClone(values.services) as Record<string, Tree>;
    delete services.auth!.probes;
    expect(errorsOf({ ...values, services })).toEqual([".services['auth'] should have required property 'probes'"]);
  });
});
