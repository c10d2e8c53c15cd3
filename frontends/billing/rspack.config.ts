import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlRspackPlugin } from '@rspack/core';
import { createFrontendConfig } from '@balcao/rspack-config';

const config = createFrontendConfig({
  name: 'billing',
  dir: dirname(fileURLToPath(import.meta.url)),
  port: 3006,
  exposes: {
    './SubscriptionSettings': './src/pages/SubscriptionSettings.tsx',
    './Checkout': './src/pages/Checkout.tsx',
    './CreditsSettings': './src/pages/CreditsSettings.tsx',
    './AiCreditsModal': './src/pages/AiCreditsModal.tsx',
  },
});

// `npm run dev` serves the standalone page of src/bootstrap.tsx; builds ship only the remote.
if (process.env.NODE_ENV === 'development') {
  config.plugins = [
    ...(config.plugins ?? []),
    new HtmlRspackPlugin({
      title: 'Balcão · billing',
      templateContent:
        '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Balcão · billing</title></head><body><div id="root"></div></body></html>',
    }),
  ];
}

export default config;
