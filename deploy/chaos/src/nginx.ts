import type { ChartTopology } from './chart';

/**
 * The Ingress stand-in: nginx with the chart's routing table. A Prefix path takes itself and
 * whole segments below it (`= /api/user` and `/api/user/`, never /api/user-roles); nginx's
 * longest prefix wins, as the Ingress's does. Each Kubernetes Service becomes an upstream of
 * its replicas (sticky to nothing). A request whose connection fails goes to the other replica
 * (ingress-nginx's `proxy-next-upstream error timeout`); with no replica up, the Ingress
 * answers a pt-BR 503 in the API's error shape (ingress-nginx's custom error backend).
 */
export function nginxConfig(options: {
  prefix: string;
  port: number;
  topology: ChartTopology;
  upstreams: Record<string, number[]>;
}): string {
  const { prefix, port, topology, upstreams } = options;
  const upstreamBlocks = Object.entries(upstreams).map(
    ([name, ports]) => `  upstream ${name} {\n${ports.map((each) => `    server 127.0.0.1:${each} max_fails=1 fail_timeout=2s;`).join('\n')}\n    keepalive 16;\n  }`,
  );
  const proxy = (backend: string, websocket: boolean) =>
    websocket
      ? `proxy_pass http://${backend}; proxy_http_version 1.1; proxy_set_header Upgrade $http_upgrade; proxy_set_header Connection "upgrade"; proxy_read_timeout 3600s; proxy_send_timeout 3600s; proxy_buffering off;`
      : `proxy_pass http://${backend}; proxy_http_version 1.1; proxy_set_header Connection "";`;
  const locations = topology.routes
    .filter((route) => upstreams[route.backend])
    .flatMap((route) => {
      const path = route.path.replace(/\/+$/, '');
      return [`    location = ${path} { ${proxy(route.backend, route.websocket)} }`, `    location ^~ ${path}/ { ${proxy(route.backend, route.websocket)} }`];
    });
  const unavailable = JSON.stringify({
    statusCode: 503,
    code: 'SERVICE_UNAVAILABLE',
    error: 'Service Unavailable',
    message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  });
  // As root, the worker stays root too: its temp folders are the run's own.
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 32m;
  proxy_connect_timeout 2s;
  proxy_read_timeout 60s;
  proxy_send_timeout 60s;
  proxy_next_upstream error timeout;
  proxy_next_upstream_tries 2;
  proxy_set_header Host $host;
  proxy_set_header X-Forwarded-For $remote_addr;
  proxy_intercept_errors off;
${upstreamBlocks.join('\n')}
  server {
    listen 127.0.0.1:${port};
    error_page 502 504 = @unavailable;
${locations.join('\n')}
    location / { return 404; }
    location @unavailable { default_type application/json; return 503 '${unavailable}'; }
  }
}
`;
}
