import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { copyChart, extractHelm } from './helm-binary';

/** Once per run: helm extracted (cached across runs) and the chart copied for rendering. */
export default function setup(project: TestProject) {
  const work = mkdtempSync(path.join(tmpdir(), 'balcao-chart-'));
  const home = path.join(work, 'helm-home');
  mkdirSync(home);
  project.provide('helm', { binary: extractHelm(), chart: copyChart(work), home });
  return () => rmSync(work, { recursive: true, force: true });
}
