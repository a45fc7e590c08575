import { installChunkReloadGuard } from './lib/chunk-reload'
import { markHistoryEntry } from './lib/history-entry'

// The entry is this small module only; the app (web/app-start.tsx, with the framework) is a
// dynamic import, preloaded by the HTML (scripts/app-preload-plugin.ts), so a chunk that fails to
// load is caught here: the page reloads once per 10 s (SPEC §9, a deploy may have replaced it),
// and past that the boot shell says the site could not load instead of staying blank.
installChunkReloadGuard()
// Before the app's scripts arrive, so the router's creation does not make this call (lib/history-entry.ts).
markHistoryEntry()
import('./app-start').catch((error: unknown) => {
  console.error('The app failed to load', error)
  document.querySelector<HTMLElement>('[data-boot-error]')?.removeAttribute('hidden')
})
