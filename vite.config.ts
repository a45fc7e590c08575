/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { cloudflare } from '@cloudflare/vite-plugin'
import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv, type PluginOption } from 'vite'
import { appPreload } from './scripts/app-preload-plugin.ts'
import { catalogueSnapshot } from './scripts/catalogue-snapshot-plugin.ts'
import { chakraThemeData } from './scripts/chakra-theme-data-plugin.ts'
import { chakraStyleCaches } from './scripts/chakra-style-caches-plugin.ts'
import { chakraStaticCss } from './scripts/chakra-static-css-plugin.ts'
import { chakraSystemSteps, chakraSystemStepsAlias } from './scripts/chakra-system-steps-plugin.ts'
import { emotionClientOnly } from './scripts/emotion-client-only-plugin.ts'
import { emotionRulesInRender } from './scripts/emotion-rules-in-render-plugin.ts'
import { reactDomClientOnly } from './scripts/react-dom-client-only-plugin.ts'
import { routeChunks } from './scripts/route-chunks-plugin.ts'
import { routeLoaderImports } from './scripts/route-loader-imports.ts'
import { themeInit } from './scripts/theme-init-plugin.ts'
import { manifestOutOfDeploy } from './scripts/build-manifest-plugin.ts'
import { sourcemapsOutOfDeploy } from './scripts/sourcemaps-plugin.ts'
import { compileHints } from './scripts/compile-hints-plugin.ts'
import NpmTestSequencer from './tests/npm-test-sequencer.ts'
import { testAnonKey, testSupabaseUrl } from './tests/msw/supabase-test-project.ts'
import { parsePublicEnv } from './web/lib/env.ts'
import { parsePreviewLinkHosts } from './web/lib/preview-links.ts'

/** See web/theme/chakra-theme-modular.js: Chakra's theme barrel ships every recipe; this does not. */
const chakraThemeAlias = {
  find: /^@chakra-ui\/react\/theme$/,
  replacement: fileURLToPath(new URL('./web/theme/chakra-theme-modular.js', import.meta.url)),
}

// @babel/runtime: Emotion imports its `extends` helper, whose code ends up in this chunk; left to
// automatic splitting it stayed an empty chunk that every page fetched (tests/unit/first-load.test.ts).
const frameworkModules = new RegExp(
  [
    String.raw`node_modules/(react|react-dom|scheduler|react-is|hoist-non-react-statics|use-sync-external-store|stylis|@emotion/[^/]+|@pandacss/[^/]+|valibot|@babel/runtime)/`,
    // Not the head renderer: it loads after the first paint (web/features/shell/head-content.tsx).
    String.raw`node_modules/@tanstack/react-router/dist/esm/(?!HeadContent|Asset|headContentUtils)`,
    String.raw`node_modules/@tanstack/router-core/dist/esm/(?!manifest)`,
    String.raw`node_modules/@tanstack/(history|store|react-store|query-core|react-query)/`,
    // The theme's tokens, but not its recipes: a recipe used only by code loaded on demand (the
    // drawer, notifications) must stay in that code's chunk. The icon factory: the shell's icons
    // need it on every page (and the copy buttons' icons, loaded with their pages, share it).
    String.raw`node_modules/@chakra-ui/react/dist/esm/(styled-system|preset|theme/(?!recipes/)|create-context|merge-|utils/|components/icon/)`,
  ].join('|'),
)

// The data layer (row checks, the snapshot reader and its file format, every feature's queries, the views' column
// lists in api-types.ts): one chunk,
// loaded with the first page that shows data, instead of a dozen under 1 KB each.
const dataLayer = String.raw`/web/lib/(data-source|packed-rows|view-query|active-data-source|shared-supabase-client|snapshot-files|test-object-store|api-types)\.ts$|/web/features/[^/]+/queries\.ts$|/web/features/catalogue/kinds/[a-z]+-queries\.ts$`
const dataLayerModules = new RegExp(dataLayer)
// The rest of the app's shared modules that every page loads (constants, messages, navigation,
// storage keys, search parameters). Sign-in code stays out: it loads only with Supabase. So do
// the chunk-reload guard, the history entry's key, the task yield and the constants they read: the
// entry (web/main.tsx) imports them, and grouped here they would bring the framework into the
// entry, evaluated before the first paint.
// The slug rule (catalogue-paths) goes with the review and discount pages that use it, the
// Supabase reader (supabase-source, paged-read) with supabase-js, test mode's parser and texts
// (test-mode, preview-links, preview-messages, with valibot) with a preview only, and the hand
// (hand-profile, with valibot) with the pages that use a hand, a trace's value lists (outline-values) with the outlines; the typed-number schema with its users. Modules only some pages use (the
// compare selection, the clipboard, date formats, account limits, route guards, the settings
// maps, the compare-name rule, product names, the markdown parser, article bylines, compare-page titles, the catalogue's figures, the sensor rank's and the size class's words,
// click latency's words, the browse order's words, the example-rows rule of Supabase reads) go
// with them.
const appCoreModules = new RegExp(String.raw`/web/lib/(?!api-types|auth-|supabase-|paged-read|chunk-reload|history-entry|next-task|constants|catalogue-paths|test-mode|preview-links|preview-messages|hand-profile|outline-values|typed-number|mouse-format|mouse-page-text|component-page-text|compare-selection|clipboard|date-format|account-limits|route-guards|number-map-param|compare-name|product-name|markdown|article-text|compare-page-meta|catalogue-figures|sensor-rank|size-class|click-latency|browse-order|example-rows|outline-words)[^/]+$|/web/features/(?:[^/]+/)+(?!text-search)[a-z-]+-search\.ts$`)

// The Chakra components the shell draws on every page: its buttons (with their spinner), badges and
// stacks, and the anatomy helpers its parts share. Named file by file: a whole component folder
// brings its siblings (the icon and close buttons), and with them the icons and zag's runtime, into
// every page (11 KB more, measured).
const shellUiModules = new RegExp(
  String.raw`node_modules/(@chakra-ui/react/dist/esm/components/(badge/badge|button/button|spinner/spinner|loader/loader|span/index|absolute-center/absolute-center|stack/(stack|get-separator-style))\.js|@zag-js/(dom-query/dist/shared|anatomy/dist/create-anatomy)\.mjs|@ark-ui/react/dist/components/field/field\.anatomy\.js)$`,
)

// The outline module's drawing (web/features/outlines): the generator and its model, a mouse's
// outlines, reading a trace and its values. Compare, find-similar and the cards' thumbnail each use
// all of it; as one chunk it is one file in each page's preload list instead of five
// (/about-the-data loads it when idle, for the model's figures). The layout goes with compare.
const outlineModules = /\/web\/features\/outlines\/(generated-outline|outline-model|mouse-outline|traced-outline)\.ts$/

const specificationRowsModules = /\/web\/(features\/catalogue\/compare\/mouse-specification-rows\.tsx|lib\/(outline-words|outline-values|click-latency|sensor-rank-text)\.ts)$/

const comparePageModules = /\/web\/(features\/catalogue\/(ui\/(compare-layout|preloaded-lazy)|compare\/(catalogue-picker|catalogue-compare-page))\.tsx|lib\/(compare-page-meta|compare-selection)\.ts)$/

const handStoreModules = /\/web\/(lib\/(hand-profile|number-map-param)|features\/fit\/hand-store)\.ts$/

const catalogueSearchModules = /\/web\/(components\/ui\/text-input\.tsx|features\/catalogue\/(text-search\.ts|ui\/stored-list\.ts))$/

/** jsdom test files that need a module graph of their own (see the jsdom projects below). */
const jsdomIsolatedFiles = [
  'tests/jsdom/auth-*.test.tsx',
  'tests/jsdom/fit-page.test.tsx',
  'tests/jsdom/giveaways-enabled.test.tsx',
  'tests/jsdom/mousepads.test.tsx',
  'tests/jsdom/shell.test.tsx',
  'tests/jsdom/catalogue-compare-page.test.tsx',
  'tests/jsdom/traced-outline.test.tsx',
]

export default defineConfig(({ command, mode }) => {
  // Fail the build (or the dev server) at once, naming the variable, when configuration is wrong.
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const publicEnv = parsePublicEnv(env)
  parsePreviewLinkHosts(env.VITE_PREVIEW_LINK_HOSTS)
  const plugins: PluginOption[] = [
    // The router plugin must come before react() so route files are split before JSX is compiled.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component: the data layer (queries, row checks, the
      // snapshot reader) then loads with the first page that needs data, not with every page.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: './routes',
      generatedRouteTree: './route-tree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    themeInit(),
    catalogueSnapshot(),
    chakraSystemSteps(),
    chakraThemeData(),
    chakraStaticCss(new URL('./web/theme/system.ts', import.meta.url)),
    emotionClientOnly(),
    chakraStyleCaches(),
    emotionRulesInRender(),
    reactDomClientOnly(),
    routeChunks(fileURLToPath(new URL('./web', import.meta.url)), routeLoaderImports),
    appPreload(),
    compileHints(),
    sourcemapsOutOfDeploy(),
    manifestOutOfDeploy(),
  ]
  // In development the worker runs in workerd inside Vite's dev server, in front of hot-reloaded
  // assets. Production builds are plain static assets; wrangler bundles the worker itself.
  if (command === 'serve' && !process.env.VITEST) plugins.push(cloudflare())
  return {
    root: 'web',
    publicDir: '../public',
    resolve: { alias: [chakraThemeAlias, chakraSystemStepsAlias] },
    // Development: served through the plugins, not pre-bundled (esbuild would skip the rewrite).
    optimizeDeps: { exclude: ['chakra-create-system-steps'] },
    envDir: '..',
    // The configuration, validated above, compiled in (web/lib/public-env.ts): no validator in the
    // browser. Not under vitest: the test projects set their own variables, validated at run time.
    define: process.env.VITEST ? {} : { 'import.meta.env.VALIDATED_PUBLIC_ENV': JSON.stringify(publicEnv) },
    plugins,
    build: {
      outDir: '../dist',
      emptyOutDir: true,
      // Maps for whoever reads an error report, never for the public: no sourceMappingURL in the
      // scripts, and scripts/sourcemaps-plugin.ts moves the files out of dist/ (into dist-sourcemaps/).
      sourcemap: 'hidden',
      // Which chunk each module became and what it imports: bench/first-load.ts reads it to count a
      // route's first-load scripts from the build itself. Moved out of dist/ by manifestOutOfDeploy.
      manifest: true,
      target: 'es2022',
      // Every supported browser has <link rel="modulepreload">; the polyfill would be dead weight.
      modulePreload: { polyfill: false },
      rollupOptions: {
        // Chakra's anatomy module builds every component's part list at load (createAnatomy(…)
        // .parts(…)); the calls have no side effects, so the ones for unused components can go.
        // So can zag's (`anatomy.build()`) and Chakra's extensions of Ark's (`colorPickerAnatomy$1
        // .extendWith(…)`, the names as the packages' sources spell them): about 0.3 KB gzip of
        // color- and date-picker parts in every first load otherwise.
        treeshake: {
          manualPureFunctions: ['createAnatomy', 'anatomy', 'colorPickerAnatomy$1', 'datePickerAnatomy$1'],
          // A feature's modules and web/lib's have no side effects at import (DESIGN.md: pure logic,
          // components, configuration read on first use): a name taken from another feature's public
          // entry (public.ts), or re-exported by a lib module, brings its own module only, not every
          // module the entry lists.
          // Nor has hoist-non-react-statics, which Emotion imports bare (`import 'hoist-non-react-
          // statics'`) and uses only in `withTheme`, which nothing here calls: kept for the bare
          // import, it and react-is were 0.9 KB of every first load (3 KB before gzip).
          moduleSideEffects: (id: string) => !/\/web\/(features\/[^?]+\.tsx?|lib\/[^/?]+\.ts)$|\/node_modules\/hoist-non-react-statics\//.test(id),
        },
        output: {
          // Every page needs React, the router, React Query and Chakra's styling engine. Left to
          // automatic splitting they arrive as a dozen small shared chunks, each compressed on its
          // own; one framework chunk is about 8 KB smaller gzipped and caches across deploys
          // that change only app code. Chakra components and app code still split per route.
          codeSplitting: {
            // Group only the modules named below, not everything they import.
            includeDependenciesRecursively: false,
            groups: [
              { name: 'framework', test: frameworkModules, priority: 10 },
              // The entry imports all of these, so every page loads them; as one file instead of four
              // (each gzipped on its own) they are 0.5 KB smaller on every page.
              { name: 'shell-ui', test: shellUiModules, priority: 9 },
              { name: 'data-layer', test: dataLayerModules, priority: 6 },
              { name: 'app-core', test: appCoreModules, priority: 5 },
              // The catalogue's search box, typo-tolerant matcher and stored lists: the browse pages
              // use all three, and so do the component compare pages and find-similar in part. Each
              // page importing a different subset, automatic splitting would send them as three
              // chunks (each gzipped on its own, about 0.15 KB more on /mouse/browse); together they
              // are one 1 KB chunk. The mouse compare page imports none of them (its picker loads
              // the matcher when the visitor types).
              { name: 'catalogue-search', test: catalogueSearchModules, priority: 4 },
              { name: 'outline', test: outlineModules, priority: 4 },
              // What the browse pages share with find-similar (the search box, the sort select, a
              // filter section): one chunk. Automatic splitting made it one too, until find-similar's
              // "Dimensions" form (the select's other user) loaded on demand; then it split them into
              // three, 0.13 KB more on /mouse/browse.
              { name: 'search-input', test: /\/web\/features\/catalogue\/ui\/(search-input\.tsx|plain-select\.tsx|typed-echoes\.ts|filter-section\.tsx)$/, priority: 4 },
              // The compare page's specifications and the words they need (a rank, a click latency, what an
              // outline is drawn from): one file in its first load instead of four (about 0.3 KB less).
              { name: 'mouse-specification-rows', test: specificationRowsModules, priority: 3 },
              // The compare pages' shared frame and the compare selection they all read: loaded
              // together by every compare page and no other, one file instead of two (0.17 KB less).
              { name: 'compare-page-meta', test: comparePageModules, priority: 3 },
              // A hand profile, its store and the number maps in the URL: find-similar and fit load all
              // three first, as one file (0.13 KB less on each); the hand dialog and the fit columns
              // other pages load on demand take the number maps too (0.25 KB).
              { name: 'hand-store', test: handStoreModules, priority: 3 },
            ],
          },
        },
      },
    },
    test: {
      // One test file per core. Vitest's default leaves a core to its main process (cores − 1),
      // which on a two-core machine ran every file one after another: the main process mostly
      // waits, and two workers took `npm test` from 490 s to 356 s here. TEST_WORKERS overrides.
      maxWorkers: Number(process.env.TEST_WORKERS ?? availableParallelism()),
      // The project with the longest file first, each project's files longest first, so the two
      // workers end together (tests/npm-test-sequencer.ts).
      sequence: { sequencer: NpmTestSequencer },
      // `npm test` runs these four projects; the Chromium end-to-end suite has its own config
      // (tests/e2e/vitest.config.ts) because it needs a built site.
      projects: [
        {
          root: import.meta.dirname,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['tests/unit/**/*.test.ts', 'tests/db/**/*.test.ts'],
            // Files share their worker's modules: pure logic, and database tests that each open their
            // own PGlite, so PGlite's WebAssembly is compiled once per worker, not once per file
            // (141 s → 93 s for this project on one core here). A test that changes a global puts it
            // back (fake timers, process.env). Most jsdom files do the same (below).
            isolate: false,
            // Bounds against a hang, not speed checks (those live in bench/): on a busy two-core
            // machine a PGlite catalogue test takes a minute.
            testTimeout: 120_000,
            hookTimeout: 180_000,
          },
        },
        // Components and pages in jsdom, as two projects with the same setup. Most files share their
        // worker's modules (isolate: false): each file still gets a new DOM, and its own router,
        // QueryClient and msw handlers (tests/jsdom/render-app.tsx, setup.ts), but React, Chakra and
        // the app are imported once per worker instead of once per file (about 2.6 s a file here).
        // The files below fail that way (sign-in state, module mocks, module-level caches a file
        // before them filled), so they keep a module graph of their own.
        ...[
          { name: 'jsdom', include: jsdomIsolatedFiles },
          { name: 'jsdom-shared', include: ['tests/jsdom/**/*.test.tsx', 'tests/jsdom/**/*.test.ts'], exclude: jsdomIsolatedFiles, isolate: false },
        ].map((project) => ({
          root: import.meta.dirname,
          plugins: [react()],
          resolve: { alias: [chakraThemeAlias] },
          test: {
            environment: 'jsdom',
            ...project,
            setupFiles: ['tests/jsdom/setup.ts'],
            globalSetup: ['tests/jsdom/global-setup.ts'],
            // The components read Supabase (mocked by msw at the network edge), not the snapshot file.
            env: { VITE_SUPABASE_URL: testSupabaseUrl, VITE_SUPABASE_ANON_KEY: testAnonKey },
            // A bound against a hang, not a speed check: findBy… waits up to 20 s (tests/jsdom/setup.ts).
            testTimeout: 60_000,
          },
        })),
        {
          root: import.meta.dirname,
          plugins: [cloudflareTest({ wrangler: { configPath: './wrangler.toml' } })],
          test: {
            name: 'worker',
            include: ['tests/worker/**/*.test.ts'],
            // Files share their worker's runtime (workerd) instead of starting one each (about 3.5 s
            // a file here): this project alone took 52 s before and 26–30 s since, and passed in
            // three shuffled file orders. The tests restore what they stub (vi.unstubAllGlobals).
            isolate: false,
            // A bound against a hang (the default is 5 s), not a speed check.
            testTimeout: 60_000,
          },
        },
      ],
    },
  }
})
