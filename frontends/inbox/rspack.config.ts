import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlRspackPlugin } from '@rspack/core';
import { createFrontendConfig } from '@balcao/rspack-config';

const config = createFrontendConfig({
  name: 'inbox',
  dir: dirname(fileURLToPath(import.meta.url)),
  port: 3002,
  exposes: {
    './MessagesPage': './src/pages/MessagesPage.tsx',
    './IntegrationsPage': './src/pages/IntegrationsPage.tsx',
    './CustomersPage': './src/pages/CustomersPage.tsx',
    './TagsPage': './src/pages/TagsPage.tsx',
    './QuickRepliesPage': './src/pages/QuickRepliesPage.tsx',
    './AddContactModal': './src/pages/AddContactModal.tsx',
    './AddTagModal': './src/pages/AddTagModal.tsx',
    './AddQuickReplyModal': './src/pages/AddQuickReplyModal.tsx',
  },
});

// `npm run dev` serves the standalone page of src/bootstrap.tsx; builds ship only the remote.
if (process.env.NODE_ENV === 'development') {
  config.plugins = [
    ...(config.plugins ?? []),
    new HtmlRspackPlugin({
      title: 'Balcão · inbox',
      templateContent:
        '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Balcão · inbox</title></head><body><div id="root"></div></body></html>',
    }),
  ];
}

export default config;
