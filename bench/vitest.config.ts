/**
 * Data at scale (issue 9), run by `node bench/run.ts --only=data`:
 *
 *   node_modules/.bin/vitest run --config bench/vitest.config.ts
 *
 * Two projects: the pure measurements in node (bench/data-scale.measure.ts) and the rendering in
 * jsdom (bench/browse-render.measure.tsx). Files run one at a time, so no measurement shares the
 * CPU with another. The reporter below joins their figures into bench/.out/data-scale.json.
 * This config stands alone: the root vite.config.ts's `projects` (npm test) never include bench/.
 */
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import type { Reporter } from 'vitest/reporters'
import { clearDataScaleOutput, joinDataScaleParts } from './data-scale-output.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** As in vite.config.ts (not exported there): Chakra's theme barrel ships every recipe; this does not. */
const chakraThemeAlias = {
  find: /^@chakra-ui\/react\/theme$/,
  replacement: fileURLToPath(new URL('../web/theme/chakra-theme-modular.js', import.meta.url)),
}

const dataScaleReporter: Reporter = {
  // A failed or interrupted run must not leave the previous run's figures to be judged.
  onInit: () => clearDataScaleOutput(),
  onTestRunEnd: (_modules, errors, reason) => {
    if (reason !== 'passed' || errors.length > 0) return
    const missing = joinDataScaleParts()
    if (missing.length > 0) {
      console.error(`data at scale: no figures from ${missing.join(', ')}; bench/.out/data-scale.json not written`)
      process.exitCode = 1
    }
  },
}

export default defineConfig({
  test: {
    root,
    fileParallelism: false,
    reporters: ['default', dataScaleReporter],
    projects: [
      {
        root,
        test: {
          name: 'data-node',
          environment: 'node',
          include: ['bench/data-scale.measure.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        root,
        plugins: [react()],
        // React's production JSX runtime and build, as the site ships them (see bench/browse-render.measure.tsx).
        oxc: { jsx: { development: false } },
        resolve: { alias: [chakraThemeAlias] },
        test: {
          name: 'data-render',
          environment: 'jsdom',
          include: ['bench/browse-render.measure.tsx'],
          env: { NODE_ENV: 'production' },
          testTimeout: 180_000,
        },
      },
    ],
  },
})
