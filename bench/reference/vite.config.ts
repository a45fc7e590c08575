/**
 * The reference page's build (bench/reference.ts runs it): the site's own Vite configuration (the
 * same plugins, the same framework and app-core chunks, the same boot shell and build-time Chakra
 * CSS), with bench/reference/route-tree.tsx in place of the site's route tree, into
 * bench/.out/reference. The catalogue snapshot is not exported again: the reference reads the
 * site's build's data files (its promo carousel), so it is given that build's catalogue version.
 * The route-chunks list is the site's routes' and not needed here.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type ConfigEnv, type Plugin, type PluginOption, type UserConfig } from 'vite'
import siteConfig from '../../vite.config.ts'

const skipped = new Set(['catalogue-snapshot', 'route-chunks'])

function pluginName(plugin: PluginOption): string | undefined {
  return plugin && typeof plugin === 'object' && 'name' in plugin ? (plugin as Plugin).name : undefined
}

export default defineConfig(async (env: ConfigEnv): Promise<UserConfig> => {
  const site = await (siteConfig as (env: ConfigEnv) => UserConfig | Promise<UserConfig>)(env)
  const siteDist = process.env.BENCH_DIST ?? 'dist'
  const manifest = JSON.parse(readFileSync(`${siteDist}/data-manifest.json`, 'utf8')) as { version: string }
  const aliases = Array.isArray(site.resolve?.alias) ? site.resolve.alias : []
  return {
    ...site,
    plugins: (site.plugins ?? []).filter((plugin) => !skipped.has(pluginName(plugin) ?? '')),
    define: { ...site.define, __CATALOGUE_VERSION__: JSON.stringify(manifest.version) },
    resolve: {
      ...site.resolve,
      alias: [...aliases, { find: /^\.\/route-tree\.gen$/, replacement: fileURLToPath(new URL('./route-tree.tsx', import.meta.url)) }],
    },
    build: { ...site.build, outDir: fileURLToPath(new URL('../.out/reference', import.meta.url)), emptyOutDir: true },
  }
})
