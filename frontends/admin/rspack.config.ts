import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlRspackPlugin } from '@rspack/core';
import { createFrontendConfig } from '@balcao/rspack-config';

const config = createFrontendConfig({
  name: 'admin',
  dir: dirname(fileURLToPath(import.meta.url)),
  port: 3001,
  exposes: {
    './UsersPage': './src/pages/UsersPage.tsx',
    './TeamsPage': './src/pages/TeamsPage.tsx',
    './OfficeSettings': './src/pages/OfficeSettings.tsx',
    './WorkspaceSettings': './src/pages/WorkspaceSettings.tsx',
    './PreferenceSettings': './src/pages/PreferenceSettings.tsx',
    './ApiKeySettings': './src/pages/ApiKeySettings.tsx',
    './WebhookSettings': './src/pages/WebhookSettings.tsx',
    './AuditSettings': './src/pages/AuditSettings.tsx',
    './ServiceLevelSettings': './src/pages/ServiceLevelSettings.tsx',
  },
});

// `npm run dev` serves the standalone page of src/bootstrap.tsx; builds ship only the remote.
if (process.env.NODE_ENV === 'development') {
  config.plugins = [
    ...(config.plugins ?? []),
    new HtmlRspackPlugin({
      title: 'Balcão · admin',
      templateContent: '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Balcão · admin</title></head><body><div id="root"></div></body></html>',
    }),
  ];
}

export default config;
