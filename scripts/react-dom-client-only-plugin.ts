import type { Plugin } from 'vite'
import { nodeModuleRewrites } from './chakra-module-rewrite.ts'

/** React DOM's client renderer as the production build loads it (the file the rewrite below edits). */
export const reactDomClientModule = 'react-dom/cjs/react-dom-client.production.js'

/**
 * How many places of React DOM 19.3's client read hydration state: the rewrite checks it finds
 * exactly these, so a React upgrade fails the build until someone has read the new code again.
 */
export const hydrationReads = { isHydrating: 33, isDehydrated: 7, dehydrated: 18 } as const

function replaceCounted(code: string, pattern: RegExp, replacement: string, what: string, expected: number): string {
  const found = code.match(pattern)?.length ?? 0
  if (found !== expected) {
    throw new Error(
      `react-dom-client-only: ${reactDomClientModule} reads ${what} in ${found} places, not the ${expected} this plugin was written for; read the new code again and update scripts/react-dom-client-only-plugin.ts.`,
    )
  }
  return code.replace(pattern, replacement)
}

/**
 * This site only ever calls `createRoot`: the HTML it serves is a boot shell, never a server
 * render to hydrate. React DOM's client still carries hydration throughout its reconciler, read
 * from three pieces of state that only `hydrateRoot` can set: `isHydrating` (true while a
 * server-rendered tree is being adopted; every assignment that sets it true is reached only
 * through hydration: behind a read of it, of a dehydrated root or boundary, or of the hydration
 * cursor `hydrationParentFiber`, which only those paths set), a root's `isDehydrated`
 * (`hydrateRoot` passes true to `createFiberRoot`, `createRoot` false) and a Suspense or Activity
 * boundary's `dehydrated` (set only while hydrating). With `hydrateRoot` gone, each read becomes
 * the value it always has (false, false, null) and the minifier drops the branches and functions
 * only hydration reached: 6.4 KB (1.8 KB gzipped) off the framework chunk every page loads,
 * measured.
 *
 * `initInput` has a parameter of its own named `isHydrating`, renamed first so it keeps its
 * meaning. Assignments are left for the minifier. Throws when React DOM's code changes shape
 * (tests/unit/react-dom-client-only.test.ts runs both versions side by side).
 */
export function dropReactDomHydration(code: string): string {
  const initInputStart = code.indexOf('\nfunction initInput(')
  const initInputEnd = code.indexOf('\nfunction ', initInputStart + 1)
  const [hydrateRootStart, hydrateRootEnd] = [code.indexOf('\nexports.hydrateRoot = function'), code.indexOf('\nexports.version =')]
  // What is cut must be hydrateRoot alone: another export after it would go too.
  const hydrateRootAlone = hydrateRootStart >= 0 && hydrateRootEnd > hydrateRootStart && !code.slice(hydrateRootStart + 1, hydrateRootEnd).includes('\nexports.')
  if (initInputStart < 0 || !hydrateRootAlone) {
    throw new Error(
      `react-dom-client-only: ${reactDomClientModule} no longer has the shape this plugin rewrites (initInput, then exports.hydrateRoot straight before exports.version); update scripts/react-dom-client-only-plugin.ts for the new version.`,
    )
  }
  const initInput = code.slice(initInputStart, initInputEnd).replace(/(?<![\w$])isHydrating(?![\w$])/g, 'isHydratingInput')
  let rewritten = code.slice(0, initInputStart) + initInput + code.slice(initInputEnd, hydrateRootStart) + code.slice(hydrateRootEnd)
  // A read is the name not followed by a single `=` (an assignment).
  rewritten = replaceCounted(rewritten, /(?<![\w$.])isHydrating(?![\w$])(?!\s*=(?!=))/g, '!1', 'isHydrating', hydrationReads.isHydrating)
  rewritten = replaceCounted(rewritten, /[\w$]+(?:\.[\w$]+)*\.isDehydrated(?![\w$])/g, '!1', 'a root’s isDehydrated', hydrationReads.isDehydrated)
  return replaceCounted(rewritten, /[\w$]+(?:\.[\w$]+)*\.dehydrated(?![\w$])/g, 'null', 'a boundary’s dehydrated', hydrationReads.dehydrated)
}

/** Build only: the rewrite above on React DOM's client (the dev server and the tests keep React as it is). */
export function reactDomClientOnly(): Plugin {
  return nodeModuleRewrites('react-dom-client-only', { [reactDomClientModule]: dropReactDomHydration })
}
