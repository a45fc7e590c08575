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
//
// With no stack traces meanwhile (a limit that is not a number turns V8's capture off). React DOM
// creates five errors as it is evaluated, and where a DevTools session has its Runtime domain on (a
// developer's open DevTools; Playwright, so this project's end-to-end tests and bench tools) each
// error's stack is captured with source positions, which made V8 parse React DOM's whole module
// function again: 50–90 ms of one task at full speed here, in every page's start-up. Lighthouse's
// traces do not show it, and a visitor's browser never paid it (bench/README.md, "Thirty-fifth
// session"). The errors are React's own markers, never shown. Once the app's modules are
// evaluated, stacks are back at V8's default of 10 frames (if they fail to load, stacks stay off
// until the page is reloaded, which the boot shell asks for).
async function load() {
  Error.stackTraceLimit = '' as never
  await import('react')
  await nextTask()
  markHistoryEntry()
  await nextTask()
  await import('./app-start')
  Error.stackTraceLimit = 10
}
load().catch((error: unknown) => {
  console.error('App failed to load', error)
  document.querySelector<HTMLElement>('[data-boot-error]')?.removeAttribute('hidden')
})
