import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig } from '@balcao/rspack-config';

export default createFrontendConfig({
  name: 'shell',
  dir: dirname(fileURLToPath(import.meta.url)),
  port: 3000,
  isHost: true,
});
