import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlRspackPlugin } from '@rspack/core';
import { createFrontendConfig } from '@balcao/rspack-config';

const config = createFrontendConfig({
  name: 'home',
  dir: dirname(fileURLToPath(import.meta.url)),
  port: 3005,
  exposes: {
    './HomePage': './src/pages/HomePage.tsx',
    './NewsPage': './src/features/news/NewsPage.tsx',
    './ReportsPage': './src/pages/ReportsPage.tsx',
  },
});

// `npm run dev` serves the standalone page of src/bootstrap.tsx; builds ship only the remote.
if (process.env.NODE_ENV === 'development') {
  config.plugins = [
    ...(config.plugins ?? []),
    new HtmlRspackPlugin({
      title: 'Balcão · home',
      templateContent:
        '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Balcão · home</title></head><body><div id="root"></div></body></html>',
    }),
  ];
}

export default config;
