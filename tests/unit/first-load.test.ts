import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { firstLoadRoutes } from '../../bench/budgets'
import { firstLoadFiles, FirstLoadError, htmlScripts, inlineScriptFile, measureFirstLoad, readBuildDeclarations, withoutContentHashes, type BuildManifest } from '../../bench/first-load'
import { manifestPathFor } from '../../scripts/build-manifest-plugin'

// A small build as Vite and the site's plugins write it: an entry that imports the app dynamically
// (preloaded by the HTML), a framework chunk, two routes, a lazy module only the compare loader
// imports when mice are named, and a lazy carousel nothing loads before the page is interactive.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, dynamicImports: ['app-start.tsx'] },
  'app-start.tsx': { file: 'assets/app-start-2.js', src: 'app-start.tsx', imports: ['_framework-3.js'], dynamicImports: ['features/promos/carousel.tsx', 'routes/index.tsx', 'routes/compare.tsx'] },
  '_framework-3.js': { file: 'assets/framework-3.js' },
  '_card-4.js': { file: 'assets/card-4.js', imports: ['_framework-3.js'] },
  'routes/index.tsx': { file: 'assets/home-5.js', imports: ['_card-4.js', 'app-start.tsx'] },
  'routes/compare.tsx': { file: 'assets/compare-6.js', imports: ['_framework-3.js'], dynamicImports: ['features/compare/results.tsx'] },
  'features/compare/results.tsx': { file: 'assets/results-7.js', imports: ['_table-8.js'] },
  '_table-8.js': { file: 'assets/table-8.js' },
  'features/promos/carousel.tsx': { file: 'assets/carousel-9.js', imports: ['_card-4.js'] },
}

const inlineCode = "document.documentElement.className=localStorage.getItem('theme')||'dark'"
const indexHtml = `<!doctype html><html><head>
<script>${inlineCode}</script>
<script src="/plain.js"></script>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/app-start-2.js">
<link rel="modulepreload" crossorigin href="/assets/framework-3.js">
<link rel="stylesheet" href="/assets/style.css">
</head><body></body></html>`

// What scripts/route-chunks-plugin.ts writes: each route's own chunks, minus what every page loads.
const routeChunks = [
  { path: '/', files: ['/assets/home-5.js', '/assets/card-4.js'] },
  { path: '/compare', files: ['/assets/compare-6.js'] },
]

const routes = [
  { id: '/', path: '/' },
  { id: '/compare', path: '/compare' },
  { id: '/compare?p=two', path: '/compare', loaderModules: ['features/compare/results.tsx'] },
]

function writeFixtureBuild(): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'first-load-')), 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), indexHtml)
  writeFileSync(join(dist, 'route-chunks.json'), JSON.stringify(routeChunks))
  writeFileSync(manifestPathFor(dist), JSON.stringify(manifest))
  writeFileSync(join(dist, 'plain.js'), 'document.documentElement.dataset.theme = "dark"\n')
  for (const chunk of Object.values(manifest)) writeFileSync(join(dist, chunk.file), `export const name = ${JSON.stringify(chunk.file)};\n`.repeat(40))
  return dist
}

describe('a route’s first-load scripts, from the build', () => {
  const build = { indexHtml, routeChunks, manifest }

  it('reads the HTML’s module scripts and modulepreloads apart from its plain and inline scripts, ignoring other tags', () => {
    expect(htmlScripts(indexHtml)).toEqual({ modules: ['/assets/index-1.js', '/assets/app-start-2.js', '/assets/framework-3.js'], classic: ['/plain.js'], inline: [inlineCode] })
  })

  it('counts the HTML’s scripts, the route’s preloads and their static imports, and nothing loaded later', () => {
    expect(firstLoadFiles(build, routes[0]!)).toEqual(['assets/app-start-2.js', 'assets/card-4.js', 'assets/framework-3.js', 'assets/home-5.js', 'assets/index-1.js', 'plain.js'])
    // The home page's chunk is not the compare page's, and the carousel (dynamic only) is on neither.
    const compare = firstLoadFiles(build, routes[1]!)
    expect(compare).toEqual(['assets/app-start-2.js', 'assets/compare-6.js', 'assets/framework-3.js', 'assets/index-1.js', 'plain.js'])
    expect(compare).not.toContain('assets/carousel-9.js')
  })

  it('adds what a route’s loader imports in a named state, with its static imports', () => {
    expect(firstLoadFiles(build, routes[2]!)).toEqual([...firstLoadFiles(build, routes[1]!), 'assets/results-7.js', 'assets/table-8.js'].sort())
  })

  it('fails loudly when the build no longer has a module the budgets name, or a chunk it loads', () => {
    expect(() => firstLoadFiles(build, { id: '/compare?p=x', path: '/compare', loaderModules: ['features/compare/renamed.tsx'] })).toThrow(FirstLoadError)
    const broken = { ...build, routeChunks: [{ path: '/', files: ['/assets/gone-10.js'] }] }
    expect(() => firstLoadFiles(broken, routes[0]!)).toThrow('assets/gone-10.js is loaded by / but is not a chunk')
  })

  it('reads the content hashes of the build’s chunk names as a constant of the same length', () => {
    const hashed = { 'a.tsx': { file: 'assets/compare--ljQgVeR.js' }, 'b.tsx': { file: 'assets/card-BFFtCnbJ.js' } }
    expect(withoutContentHashes('import("./compare--ljQgVeR.js");import"./card-BFFtCnbJ.js";const x="BFFtCnbJ"', hashed)).toBe(
      'import("./compare-00000000.js");import"./card-00000000.js";const x="BFFtCnbJ"',
    )
  })

  it('gives the same files and bytes every time it measures the same build, each script gzipped alone', () => {
    const dist = writeFixtureBuild()
    const first = measureFirstLoad(dist, routes)
    const second = measureFirstLoad(dist, routes)
    expect(JSON.stringify(second)).toBe(JSON.stringify(first))
    const home = first[0]!
    // Every file, and the script written inline in the HTML: moving code there must not read as a cut.
    const files = firstLoadFiles({ indexHtml, routeChunks, manifest }, routes[0]!)
    expect(home.scripts.map(({ file }) => file)).toEqual([...files, inlineScriptFile])
    const expected = [...files.map((file) => gzipSync(withoutContentHashes(readFileSync(join(dist, file), 'utf8'), manifest), { level: 9 }).length), gzipSync(inlineCode, { level: 9 }).length]
    expect(home.scripts.map((script) => script.gzipBytes)).toEqual(expected)
    expect(home.totalGzipKb).toBeCloseTo(expected.reduce((sum, size) => sum + size, 0) / 1024, 10)
  })

  it('does not move a route’s figure when only another chunk’s hash changes', () => {
    const dist = writeFixtureBuild()
    const before = measureFirstLoad(dist, routes)[0]!.totalGzipKb
    // The carousel (not on the home page's first load) changed: its hash, and so the text of the
    // chunk that imports it, changes. The home page's code did not.
    const rehashed: BuildManifest = { ...manifest, 'features/promos/carousel.tsx': { file: 'assets/carousel-Zq9xW2-k.js', imports: ['_card-4.js'] } }
    writeFileSync(manifestPathFor(dist), JSON.stringify(rehashed))
    writeFileSync(join(dist, 'assets/carousel-Zq9xW2-k.js'), 'export const changed = true\n')
    writeFileSync(join(dist, 'assets/app-start-2.js'), readFileSync(join(dist, 'assets/app-start-2.js'), 'utf8') + 'import("./carousel-Zq9xW2-k.js")\n')
    const renamedBefore = measureFirstLoad(dist, routes)[0]!.totalGzipKb
    writeFileSync(join(dist, 'assets/app-start-2.js'), readFileSync(join(dist, 'assets/app-start-2.js'), 'utf8').replace('Zq9xW2-k', 'aB3dE5fG'))
    writeFileSync(manifestPathFor(dist), JSON.stringify({ ...manifest, 'features/promos/carousel.tsx': { file: 'assets/carousel-aB3dE5fG.js', imports: ['_card-4.js'] } }))
    expect(measureFirstLoad(dist, routes)[0]!.totalGzipKb).toBe(renamedBefore)
    expect(renamedBefore).toBeGreaterThan(before)
  })

  it('says to build first when there is no build', () => {
    expect(() => readBuildDeclarations(join(tmpdir(), 'no-such-build'))).toThrow('run `npm run build` first')
  })
})

// npm test builds first (pretest): the gated routes must be countable in the real build, so a
// loader that stops importing a named module fails here, not only in CI's bundle step.
describe('the gated routes in this build', () => {
  it('are all countable, twice alike', () => {
    const first = measureFirstLoad('dist', firstLoadRoutes)
    expect(measureFirstLoad('dist', firstLoadRoutes)).toEqual(first)
    const named = first.find((load) => load.route === '/mouse/compare?p=two mice')!
    const empty = first.find((load) => load.route === '/mouse/compare')!
    expect(named.totalGzipKb).toBeGreaterThan(empty.totalGzipKb)
  })

  it('load no empty script (a helper the framework chunk absorbed left one, fetched by every page)', () => {
    for (const load of measureFirstLoad('dist', firstLoadRoutes)) {
      const files = load.scripts.filter((script) => script.file !== inlineScriptFile)
      const empty = files.filter((script) => readFileSync(join('dist', script.file), 'utf8').trim() === '').map((script) => script.file)
      expect(empty, load.route).toEqual([])
    }
  })
})
