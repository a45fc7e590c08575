import { mkdir, rename, rm } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

/** Where Vite writes its manifest inside the output directory (`build.manifest: true`). */
const viteManifestPath = '.vite/manifest.json'

/** The build's chunk manifest, beside the deploy directory: `dist` → `dist-manifest.json`. */
export function manifestPathFor(outDir: string): string {
  return `${resolve(outDir)}-manifest.json`
}

/**
 * The build's manifest (which source module became which chunk, and what each chunk imports) is
 * for our own tools, not the public: the deterministic first-load check (bench/first-load.ts) reads
 * it. Vite writes it into the output directory; this plugin moves it beside the directory
 * (`dist-manifest.json`, not committed), so `dist/` deploys nothing it does not serve.
 */
export function manifestOutOfDeploy(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'manifest-out-of-deploy',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async writeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      const written = join(outDir, viteManifestPath)
      const target = manifestPathFor(outDir)
      await mkdir(dirname(target), { recursive: true })
      await rename(written, target)
      await rm(join(outDir, dirname(viteManifestPath)), { recursive: true, force: true })
      config.logger.info(`build manifest: moved out of the deploy to ${relative(process.cwd(), target) || target}`)
    },
  }
}
