import { defineConfig } from 'vitest/config'

// End-to-end tests: the built site served by the worker in wrangler (workerd), driven in the
// system Chromium by playwright-core. Run with `npm run test:e2e` after `npm run build`.
export default defineConfig({
  root: import.meta.dirname + '/../..',
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: one worker runs the site, one drives the browser.
    fileParallelism: false,
  },
})
