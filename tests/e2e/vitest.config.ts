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
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    // The longest files start first, so the two workers end together (sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
  },
})
