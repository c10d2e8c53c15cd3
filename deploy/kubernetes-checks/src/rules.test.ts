import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { duplicateRoutes, frontendProblems, routeOwner, serviceProblems, sharedImages } from './chart-rules';
import { dockerignoreMatcher, parseDockerfile } from './dockerfile';
import { loadValues, type FrontendValues, type ServiceValues } from './repo';
import { enclosingBlocks, scanTemplate, templateNames, yamlSkeleton } from './template-syntax';

// The checks used on the real chart, shown failing on broken input: a check that cannot
// fail proves nothing.

const values = loadValues();
const auth = values.services.auth!;
const clone = <T>(value: T): T => structuredClone(value);

describe('template syntax checks catch', () => {
  it('an if left open', () => {
    expect(scanTemplate('{{- if .Values.a }}\nkind: x\n').problems).toEqual(['line 1: "{{ if .Values.a }}" is never closed by "{{ end }}"']);
  });

  it('a range left open inside a closed if', () => {
    const problems = scanTemplate('{{- if .a }}\n{{- range .b }}\n- x\n{{- end }}\n').problems;
    expect(problems).toEqual(['line 1: "{{ if .a }}" is never closed by "{{ end }}"']);
  });

  it('an end too many', () => {
    expect(scanTemplate('{{- with .a }}x{{ end }}\n{{- end }}').problems).toEqual(['line 2: "{{ end }}" closes no block']);
  });

  it('an else outside any block', () => {
    expect(scanTemplate('a\n{{ else }}\n').problems).toEqual(['line 2: "{{ else }}" outside an if/with/range block']);
  });

  it('a missing }} and a stray }}', () => {
    expect(scanTemplate('name: {{ .Values.name \nport: 80').problems).toEqual(['line 1: "{{" is never closed by "}}"']);
    expect(scanTemplate('name: .Values.name }}').problems).toEqual(['line 1: "}}" without an opening "{{"']);
  });

  it('while accepting comments, strings and else-if chains', () => {
    const source = '{{/* a }} comment\n over lines */}}\n{{- if eq .a "}}" }}\na\n{{- else if .b }}\nb\n{{- else }}\nc\n{{- end }}\n';
    expect(scanTemplate(source).problems).toEqual([]);
  });

  it('which blocks guard a line', () => {
    const source = '{{- define "env" }}\n{{- if .signs }}\n- name: PRIVATE\n{{- end }}\n- name: PUBLIC\n{{- end }}\n';
    const scan = scanTemplate(source);
    expect(enclosingBlocks(scan, source.indexOf('PRIVATE')).map((block) => block.argument)).toEqual(['"env"', '.signs']);
    expect(enclosingBlocks(scan, source.indexOf('PUBLIC')).map((block) => block.keyword)).toEqual(['define']);
  });

  it('helpers used but never defined', () => {
    const { defined, used } = templateNames('{{- define "a.one" }}{{ end }}{{ include "a.two" . }}');
    expect(used.filter((name) => !defined.includes(name))).toEqual(['a.two']);
  });

  it('YAML broken around the actions', () => {
    const broken = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: {{ .name }}\n   labels: {}\n';
    const errors = parseAllDocuments(yamlSkeleton(broken)).flatMap((document) => document.errors);
    expect(errors.length).toBeGreaterThan(0);
    const fine = 'metadata:\n  labels:\n    {{- include "l" . | nindent 4 }}\n  name: {{ .name }}-x\n';
    expect(yamlSkeleton(fine)).toBe('metadata:\n  labels:\n  name: x-x\n');
  });
});

describe('values checks catch', () => {
  it('a route claimed by two services', () => {
    const services = clone(values.services);
    services.crm = { ...services.crm!, routes: [...services.crm!.routes, '/api/tag/'] };
    expect(duplicateRoutes(services)).toEqual(['/api/tag is claimed by messaging and crm']);
  });

  it('a websocket route claimed twice', () => {
    const services = clone(values.services);
    services.messaging = { ...services.messaging!, websocketRoutes: ['/api/realtime'] };
    expect(duplicateRoutes(services)).toEqual(['/api/realtime is claimed by messaging and notifications']);
  });

  it('routes outside /api, with a trailing slash or a regex', () => {
    const problems = serviceProblems('auth', { ...auth, routes: ['/auth', '/api/user/', '/api/(.*)'] });
    expect(problems).toHaveLength(3);
  });

  it('a service without routes, image, port or probe paths', () => {
    const broken = { ...clone(auth), routes: [], image: { repository: '' }, port: 0, probes: { readiness: { path: '' } } } as unknown as ServiceValues;
    expect(serviceProblems('auth', broken)).toEqual(
      expect.arrayContaining([
        'services.auth: image.repository is missing or invalid',
        'services.auth: port must be a number between 1 and 65535',
        'services.auth: probes.readiness.path is missing',
        'services.auth: probes.liveness.path is missing',
        'services.auth: routes must list at least one path',
      ]),
    );
  });

  it('autoscaling without a CPU request or with min above max', () => {
    const broken = { ...clone(auth), resources: {}, autoscaling: { enabled: true, minReplicas: 4, maxReplicas: 2, targetCPUUtilizationPercentage: 70 } };
    expect(serviceProblems('auth', broken)).toEqual([
      'services.auth: autoscaling needs 1 <= minReplicas <= maxReplicas',
      'services.auth: autoscaling on CPU needs resources.requests.cpu',
    ]);
  });

  it('a frontend with an unknown role or a name unfit for /remotes/<name>', () => {
    const admin = clone(values.frontends.admin!);
    expect(frontendProblems('Admin_UI', { ...admin, role: 'side' as FrontendValues['role'] })).toHaveLength(2);
  });

  it('two workloads on one image', () => {
    expect(sharedImages({ a: { image: { repository: 'balcao-x' } }, b: { image: { repository: 'balcao-x' } } })).toEqual(['balcao-x is used by a and b']);
  });

  it('prefix matching that stops at segment boundaries and prefers the longest route', () => {
    const services = clone(values.services);
    expect(routeOwner('/api/users', services)).toBeUndefined();
    expect(routeOwner('/api/conversation/1', services)).toBeUndefined(); // messaging is not enabled
    expect(routeOwner('/api/conversation/1', services, false)).toBe('messaging');
  });
});

describe('Dockerfile and .dockerignore readers', () => {
  it('resolve global ARGs in FROM and tell stages apart', () => {
    const dockerfile = parseDockerfile('ARG BASE=node:20\nFROM ${BASE} AS build\nRUN a \\\n  b\nFROM nginx\nUSER 101\n');
    expect(dockerfile.stages).toEqual([{ image: 'node:20', name: 'build' }, { image: 'nginx', name: undefined }]);
    expect(dockerfile.instructions.find((instruction) => instruction.keyword === 'RUN')?.args).toBe('a b');
    expect(dockerfile.instructions.at(-1)).toEqual({ keyword: 'USER', args: '101', stage: 1 });
  });

  it('match root paths, any-depth paths and globs', () => {
    const ignored = dockerignoreMatcher('.git\n**/node_modules\n**/*.test.ts\nhelm\n');
    expect(ignored('.git/HEAD')).toBe(true);
    expect(ignored('libs/a/node_modules/x')).toBe(true);
    expect(ignored('libs/a/src/a.test.ts')).toBe(true);
    expect(ignored('helm/balcao/values.yaml')).toBe(true);
    expect(ignored('libs/helm/x.ts')).toBe(false);
    expect(ignored('libs/a/src/a.ts')).toBe(false);
  });
});
