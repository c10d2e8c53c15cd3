import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CopyRspackPlugin, HtmlRspackPlugin, NormalModuleReplacementPlugin, experiments, sharing, type Configuration, type RuleSetRule } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './precompress-plugin';
import { CONTRACTS_SIDE_EFFECTS, CONTRACTS_SOURCES, UI_BARRELS, ZOD_LOCALES, ZOD_LOCALES_USED, hostShared, remoteShared, sharedAliases, sharedSingletons, sharedTransformImport, sharedVirtualModules } from './shared-modules';
import { workspaceRoot } from './workspace';

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

const swcRule = (isDev: boolean, isHost: boolean): RuleSetRule => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
      externalHelpers: true,
    },
    transformImport: sharedTransformImport(isHost),
    env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15, edge >= 100' },
  },
  type: 'javascript/auto',
});

export function createFrontendConfig({ name, dir, port, exposes, isHost = false }: FrontendConfigOptions): Configuration {
  const isDev = process.env.NODE_ENV === 'development';
  const publicDir = join(dir, 'public');
  // Virtual (never on disk): see sharedVirtualModules.
  const provideAll = join(dir, 'src/__provide-all-shared__.js');
  const host = isHost ? hostShared() : undefined;

  return {
    mode: isDev ? 'development' : 'production',
    context: dir,
    entry: { main: isHost ? [provideAll, './src/index.ts'] : './src/index.ts' },
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
      alias: sharedAliases(),
    },
    module: {
      rules: [
        swcRule(isDev, isHost),
        { test: UI_BARRELS, sideEffects: false },
        // A contracts module only declares schemas: one whose exports nothing imports is left out
        // (the barrel pulled every domain's schemas into each app). Not the root barrel, which
        // imports zod-pt-br (it configures zod's messages), nor zod-pt-br itself.
        { test: CONTRACTS_SOURCES, exclude: CONTRACTS_SIDE_EFFECTS, sideEffects: false },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?|mp3|wav)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new NormalModuleReplacementPlugin(ZOD_LOCALES, ZOD_LOCALES_USED),
      new experiments.VirtualModulesPlugin(sharedVirtualModules(isHost ? provideAll : undefined)),
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
        shared: host ? host.shared : isDev ? sharedSingletons() : remoteShared(),
        // The first provider registered (the host) stays the one every app uses, loaded or not
        // yet; 'version-first' would let a remote registered later replace a host entry not yet
        // loaded, giving that module a second instance.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: {
          // Browser only: the runtime's Node.js paths are left out.
          optimization: { target: 'web' },
          // A production remote always runs inside the host: it uses the host's federation
          // runtime instead of shipping its own copy. The host provides it in development too
          // (its dev server loads the built remotes); a remote's dev page keeps its own.
          ...(isHost ? { provideExternalRuntime: true } : isDev ? {} : { externalRuntime: true }),
        },
      }),
      host && new sharing.ProvideSharedPlugin({ provides: host.provides, enhanced: true }),
      !isDev && new PrecompressPlugin(),
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
