import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderChart } from './chart';
import { nginxConfig } from './nginx';

const work = mkdtempSync(path.join(tmpdir(), 'balcao-chaos-nginx-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const topology = renderChart(path.join(work, 'chart'), {
  nats: { enabled: false },
  redis: { enabled: false },
  postgresql: { enabled: false },
  externalDatabase: { url: 'postgresql://postgres@127.0.0.1:5/balcao' },
  externalNats: { url: 'nats://127.0.0.1:1,nats://127.0.0.1:2,nats://127.0.0.1:3', streamReplicas: 3 },
  externalRedis: { url: 'redis://127.0.0.1:6/0' },
  standIns: { simulator: true },
  services: { messaging: { channelProvider: 'simulator', media: { s3: { bucket: 'b', accessKey: 'a', secretKey: 's' } } } },
});

describe('the chaos topology from the chart', () => {
  it('runs every service with the environment of its rendered Deployment, the stream at 3 replicas', () => {
    expect(topology.services.map((service) => service.name).sort()).toEqual(['agents', 'auth', 'billing', 'crm', 'flows', 'messaging', 'notifications']);
    for (const service of topology.services) {
      expect(service.env.NATS_STREAM_REPLICAS, service.name).toBe('3');
      expect(service.env.NATS_URL, service.name).toBe('nats://127.0.0.1:1,nats://127.0.0.1:2,nats://127.0.0.1:3');
      expect(service.env.NODE_ENV, service.name).toBe('production');
    }
    expect(topology.services.find((service) => service.name === 'messaging')?.env.CHANNEL_PROVIDER).toBe('simulator');
  });

  it('gives nginx the Ingress table: whole-segment prefixes, both replicas per upstream, the realtime socket upgraded, a pt-BR 503 when no replica is up', () => {
    const prefix = path.join(work, 'nginx');
    mkdirSync(prefix, { recursive: true });
    const upstreams = Object.fromEntries(topology.services.map((service, index) => [service.kubeService, [20_000 + index * 2, 20_001 + index * 2]]));
    const config = nginxConfig({ prefix, port: 19_999, topology, upstreams });
    const auth = topology.services.find((service) => service.name === 'auth')!.kubeService;
    const notifications = topology.services.find((service) => service.name === 'notifications')!.kubeService;
    expect(config).toContain(`location = /api/user { proxy_pass http://${auth};`);
    expect(config).toContain(`location ^~ /api/user/ { proxy_pass http://${auth};`);
    expect(config).toContain(`location = /api/user-roles { proxy_pass http://${auth};`);
    expect(config).toMatch(new RegExp(`location \\^~ /api/realtime/ \\{ proxy_pass http://${notifications}; .*Upgrade`));
    expect(config).toMatch(/upstream [\w-]+ \{\n {4}server 127\.0\.0\.1:\d+ [^\n]*\n {4}server 127\.0\.0\.1:\d+/);
    expect(config).toContain('Serviço temporariamente indisponível');
    writeFileSync(path.join(prefix, 'nginx.conf'), config);
    const test = spawnSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx', ['-t', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], { encoding: 'utf8' });
    expect(test.status, test.stderr).toBe(0);
  });
});
