import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CopyRspackPlugin, HtmlRspackPlugin, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

export interface FrontendConfigOptions {
  /** Federation name: 'shell' for the host, the domain ('admin', 'inbox'…) for a remote. */
  name: string;
  /** The frontend's folder (pass `import.meta.dirname` or `__dirname`). */
  dir: string;
  /** Dev-server port. */
  port: number;
  /** Remote modules, e.g. `{ './UsersPage': './src/pages/UsersPage.tsx' }`. */
  exposes?: Record<string, string>;
  /** The shell: emits index.html and serves client-side routes in dev. */
  isHost?: boolean;
}

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const rootPackage = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies?: Record<string, string>;
};

const versionOf = (pkg: string): string => {
  const range = rootPackage.dependencies[pkg] ?? rootPackage.devDependencies?.[pkg];
  if (!range) throw new Error(`@balcao/rspack-config: ${pkg} não está no package.json da raiz`);
  return range;
};

/**
 * Shared singletons (ARCHITECTURE §6): one React, antd, react-query, router, dayjs and
 * @balcao/ui for the host and every remote, so contexts (session, theme, query client) are one.
 */
export function sharedSingletons() {
  const single = (pkg: string, version = versionOf(pkg)) => ({ singleton: true, requiredVersion: version });
  return {
    react: single('react'),
    'react/jsx-runtime': single('react/jsx-runtime', versionOf('react')),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom/client', versionOf('react-dom')),
    antd: single('antd'),
    '@tanstack/react-query': single('@tanstack/react-query'),
    'react-router': single('react-router'),
    dayjs: single('dayjs'),
    '@balcao/ui': { singleton: true, requiredVersion: false as const },
  };
}

const swcRule = (isDev: boolean): RuleSetRule => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
      externalHelpers: true,
    },
    env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15, edge >= 100' },
  },
  type: 'javascript/auto',
});

export function createFrontendConfig({ name, dir, port, exposes, isHost = false }: FrontendConfigOptions): Configuration {
  const isDev = process.env.NODE_ENV === 'development';
  const publicDir = join(dir, 'public');

  return {
    mode: isDev ? 'development' : 'production',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: join(dir, 'dist'),
      publicPath: 'auto',
      filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Each app needs its own chunk-loading global when several share one page.
      uniqueName: `balcao_${name}`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // @balcao/* libs are TS sources mapped in tsconfig.base.json.
      tsConfig: { configFile: join(workspaceRoot, 'tsconfig.base.json') },
    },
    module: {
      rules: [
        swcRule(isDev),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?|mp3|wav)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      isHost &&
        new HtmlRspackPlugin({
          title: 'Balcão',
          // Absolute, so deep links served by the history fallback (/flows/123) still find main.js.
          publicPath: '/',
          template: existsSync(join(dir, 'index.html')) ? join(dir, 'index.html') : undefined,
          favicon: existsSync(join(publicDir, 'favicon.svg')) ? join(publicDir, 'favicon.svg') : undefined,
        }),
      existsSync(publicDir) &&
        new CopyRspackPlugin({ patterns: [{ from: publicDir, to: '.', noErrorOnMissing: true }] }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        // Remotes are registered at runtime from /runtime-config.json, never baked in.
        remotes: {},
        shared: sharedSingletons(),
        manifest: true,
        dts: false,
      }),
    ].filter(Boolean) as Configuration['plugins'],
    optimization: {
      // Federation needs stable module ids across independently deployed builds.
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    devServer: {
      port,
      hot: false,
      historyApiFallback: isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // The standalone server answers /api (and /remotes) on 8080 in development.
      proxy: [{ context: ['/api', '/remotes'], target: 'http://localhost:8080', ws: true }],
    },
  };
}
