import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; source maps only load with devtools open. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
/**
 * runtime-config.json is replaced at deploy time (the chart mounts its own): a stale
 * precompressed copy from the build would be served instead.
 */
const NEVER = /(^|\/)runtime-config\.json$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside every text asset, so
 * the servers (@fastify/static preCompressed, nginx gzip_static) send them without
 * compressing on each request. Done once at build, at the highest levels.
 */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BalcaoPrecompress', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other asset change (hashes, manifests), so the copies match what is served.
        { name: 'BalcaoPrecompress', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const jobs = compilation
            .getAssets()
            .filter(({ name }) => COMPRESSIBLE.test(name) && !NEVER.test(name))
            .map(async ({ name, source }) => {
              const content = source.buffer();
              if (content.length < MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
                gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
              ]);
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
            });
          await Promise.all(jobs);
        },
      );
    });
  }
}
