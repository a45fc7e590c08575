import { defineConfig } from 'vitest/config'
import LongestFirstSequencer from './sequencer.ts'

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
    // Files run side by side, each worker with its own browser (global-setup.ts): most of a test is
    // waiting (for the site, for a frame, for an idle callback), so two files keep two cores busy
    // where one left them half idle. E2E_WORKERS sets how many (1 runs the files one by one).
    fileParallelism: true,
    // A worker runs its files in one module graph: browser.ts keeps its browser connection and
    // contexts (their HTTP cache, their renderer with the app compiled) from one file to the next,
    // and playwright-core is imported once per worker, not once per file. Nothing is shared that a
    // test could read: browser.ts clears the site's storage, cookies and permissions per test.
    isolate: false,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // The longest files start first, so the two workers end together (sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
  },
})
