import { z } from 'zod';

// The shell's Content-Security-Policy forbids eval (deploy/docker/nginx/shell.conf,
// deploy/standalone). Without this zod tries `Function('')` to compile its parsers, which the
// browser blocks and reports as a violation before zod falls back to these same parsers. One
// zod (a federation singleton) serves the shell and every remote.
z.config({ jitless: true });
