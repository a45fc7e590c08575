import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

/**
 * Source maps stay off the public site. The build writes them 'hidden' (no sourceMappingURL
 * comment in the scripts), then this plugin moves every .map file out of the deploy directory
 * into `<outDir>-sourcemaps/` beside it (`dist-sourcemaps/`, not committed), where whoever reads an
 * error report can use them. `dist/` then holds no map: `/assets/*.map` is a 404
 * (tests/worker/headers.test.ts).
 */
export function sourcemapsOutOfDeploy(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'sourcemaps-out-of-deploy',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async writeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      const target = `${outDir}-sourcemaps`
      await rm(target, { recursive: true, force: true })
      let moved = 0
      for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith('.map')) continue
        const from = join(entry.parentPath, entry.name)
        const to = join(target, relative(outDir, from))
        await mkdir(join(to, '..'), { recursive: true })
        await rename(from, to)
        moved++
      }
      if (moved > 0) config.logger.info(`source maps: ${moved} moved out of the deploy to ${relative(process.cwd(), target) || target}/`)
    },
  }
}
