// The house plan's import rules that ESLint's core cannot say (eslint.config.js uses them):
//
//   house/no-feature-cycles        no import cycle between features (a → b → … → a), counting
//                                  static imports and re-exports: what is evaluated together
//   house/edge-imports-pure-web    the worker imports from web/ only web/lib and features' public
//                                  entries, and never a .tsx module (UI)
//
// The feature graph is read once per run from the files under web/features, with the same
// import forms the rule looks at (a regular expression over the source, good enough for code
// that the parser and the type checker already accept).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'

const root = resolve(import.meta.dirname, '../..')
const featuresDir = join(root, 'web', 'features')

/** The feature a file belongs to ('fit' for web/features/fit/hand-store.ts), or undefined. */
function featureOf(file) {
  const path = relative(featuresDir, file)
  if (path.startsWith('..') || !path.includes(sep)) return undefined
  return path.split(sep)[0]
}

/** The feature an import specifier written in `file` points to, when it is another feature. */
function importedFeature(file, specifier) {
  if (!specifier.startsWith('.')) return undefined
  const target = featureOf(resolve(dirname(file), specifier) + '.ts')
  const own = featureOf(file)
  return target && target !== own ? target : undefined
}

const staticImport = /(?:^|[\n;])\s*(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g

let graph
/** feature → features it imports statically (with the file that does, for the message). */
function featureGraph() {
  if (graph) return graph
  graph = new Map()
  for (const feature of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue
    const edges = new Map()
    for (const entry of readdirSync(join(featuresDir, feature.name), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue
      const file = join(entry.parentPath, entry.name)
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(staticImport)) {
        const target = importedFeature(file, match[1] ?? match[2])
        if (target && !edges.has(target)) edges.set(target, relative(root, file))
      }
    }
    graph.set(feature.name, edges)
  }
  return graph
}

/** A path of features from `from` to `to` (both included) not using an edge in `skipped`, or undefined. */
function pathBetween(from, to, skipped = new Set()) {
  const seen = new Set([from])
  const queue = [[from]]
  while (queue.length > 0) {
    const path = queue.shift()
    const last = path[path.length - 1]
    for (const next of featureGraph().get(last)?.keys() ?? []) {
      if (skipped.has(`${last}→${next}`)) continue
      if (next === to) return [...path, next]
      if (seen.has(next)) continue
      seen.add(next)
      queue.push([...path, next])
    }
  }
  return undefined
}

const noFeatureCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between features' },
    // `pending`: edges ("a→b", feature a importing feature b) that close known cycles and are owed
    // a fix; the rule ignores them, so every other cycle still fails (eslint.config.js says why each is there).
    schema: [{ type: 'object', properties: { pending: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const file = context.filename
    const own = featureOf(file)
    if (!own) return {}
    const pending = new Set(context.options[0]?.pending ?? [])
    const check = (node) => {
      if (!node.source || node.importKind === 'type' || node.exportKind === 'type') return
      const target = importedFeature(file, node.source.value)
      if (!target || pending.has(`${own}→${target}`)) return
      const back = pathBetween(target, own, pending)
      if (back) context.report({ node: node.source, message: `Import cycle between features: ${[own, ...back].join(' → ')}.` })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check }
  },
}

const webDir = join(root, 'web')

const edgeImportsPureWeb = {
  meta: { type: 'problem', docs: { description: 'The worker imports only pure modules from web/' }, schema: [] },
  create(context) {
    const file = context.filename
    const check = (node) => {
      const specifier = node.source?.value
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return
      const target = resolve(dirname(file), specifier)
      const path = relative(webDir, target)
      if (path.startsWith('..')) return
      const parts = path.split(sep)
      const allowed = parts[0] === 'lib' || (parts[0] === 'features' && parts.length === 3 && parts[2] === 'public')
      if (!allowed) {
        context.report({ node: node.source, message: `The worker imports from web/ only web/lib and a feature's public entry (web/features/<area>/public.ts), not ${relative(root, target)}.` })
        return
      }
      if (specifier.endsWith('.tsx') || (!existsSync(`${target}.ts`) && existsSync(`${target}.tsx`))) {
        context.report({ node: node.source, message: 'The worker never imports UI (.tsx) modules.' })
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

export const houseRules = {
  meta: { name: 'house' },
  rules: { 'no-feature-cycles': noFeatureCycles, 'edge-imports-pure-web': edgeImportsPureWeb },
}
