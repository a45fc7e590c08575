import { installChunkReloadGuard } from './lib/chunk-reload'
import { markHistoryEntry } from './lib/history-entry'
import { nextTask } from './lib/next-task'

// The entry is this small module only; the app (web/app-start.tsx, with the framework) is a
// dynamic import, preloaded by the HTML (scripts/app-preload-plugin.ts), so a chunk that fails to
// load is caught here: the page reloads once per 10 s (SPEC §9, a deploy may have replaced it),
// and past that the boot shell says the site could not load instead of staying blank.
installChunkReloadGuard()

// Three tasks where there was one (on a phone each takes tens of milliseconds, and Total Blocking
// Time counts each task's time beyond 50 ms): evaluating the framework's chunk (React is in it:
// vite.config.ts, `frameworkModules`), marking the history entry before the router is created
// (lib/history-entry.ts), then evaluating the app's own chunks.
async function load() {
  await import('react')
  await nextTask()
  markHistoryEntry()
  await nextTask()
  await import('./app-start')
}
load().catch((error: unknown) => {
  console.error('The app failed to load', error)
  document.querySelector<HTMLElement>('[data-boot-error]')?.removeAttribute('hidden')
})
