import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { appPreload, staticClosure, startupChunks } from '../../scripts/app-preload-plugin'

type ResolveDependencies = (fileName: string, dependencies: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[]

function chunk(fileName: string, imports: string[], options: { isEntry?: boolean; dynamicImports?: string[] } = {}): Rollup.OutputChunk {
  return { type: 'chunk', fileName, imports, dynamicImports: options.dynamicImports ?? [], isEntry: options.isEntry ?? false } as unknown as Rollup.OutputChunk
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', ['assets/guard.js'], { isEntry: true, dynamicImports: ['assets/app-start.js'] }),
    chunk('assets/guard.js', []),
    chunk('assets/app-start.js', ['assets/framework.js', 'assets/app-core.js'], { dynamicImports: ['assets/browse.js'] }),
    chunk('assets/app-core.js', ['assets/framework.js']),
    chunk('assets/framework.js', []),
    chunk('assets/browse.js', ['assets/framework.js', 'assets/range-filter.js']),
    chunk('assets/range-filter.js', []),
  ].map((item) => [item.fileName, item]),
) as Rollup.OutputBundle

describe('scripts/app-preload-plugin.ts', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(bundle, ['assets/browse.js'])].sort()).toEqual(['assets/browse.js', 'assets/framework.js', 'assets/range-filter.js'])
  })

  it('counts the entry, the app it imports and their static imports as start-up code, not the routes', () => {
    expect([...startupChunks(bundle)].sort()).toEqual(['assets/app-core.js', 'assets/app-start.js', 'assets/framework.js', 'assets/guard.js', 'assets/index.js'])
  })

  it('preloads in index.html what the entry does not load statically itself', () => {
    const plugin = appPreload()
    const transform = plugin.transformIndexHtml as unknown as { handler: (html: string, context: unknown) => Array<{ attrs: { href: string } }> }
    const tags = transform.handler('<html></html>', { bundle, chunk: bundle['assets/index.js'] })
    expect(tags.map((tag) => tag.attrs.href).sort()).toEqual(['/assets/app-core.js', '/assets/app-start.js', '/assets/framework.js'])
  })

  it('preloads no start-up chunk from script: the entry\'s own dynamic imports get no dependencies, and every other import only the chunks start-up has not loaded', () => {
    const plugin = appPreload()
    const config = (plugin.config as () => { build: { modulePreload: { resolveDependencies: ResolveDependencies } } })()
    const resolve = config.build.modulePreload.resolveDependencies
    const generateBundle = plugin.generateBundle as unknown as { order: string; handler: (options: unknown, bundle: Rollup.OutputBundle) => void }
    // Vite asks in its own generateBundle, which runs after this plugin's ('pre').
    expect(generateBundle.order).toBe('pre')
    generateBundle.handler({}, bundle)
    const dependencies = ['assets/app-start.js', 'assets/framework.js', 'assets/app-core.js']
    expect(resolve('assets/app-start.js', dependencies, { hostId: 'assets/index.js', hostType: 'js' })).toEqual([])
    expect(resolve('assets/browse.js', ['assets/browse.js', 'assets/framework.js', 'assets/range-filter.js'], { hostId: 'assets/app-start.js', hostType: 'js' })).toEqual([
      'assets/browse.js',
      'assets/range-filter.js',
    ])
    expect(resolve('assets/index.js', dependencies, { hostId: 'index.html', hostType: 'html' })).toEqual(dependencies)
  })
})
