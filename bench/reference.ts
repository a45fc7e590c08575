/**
 * The reference page Lighthouse measures beside the site's pages (bench/reference/): the site's
 * framework, boot and app shell with no page in it, the floor of blocking time this stack allows.
 *
 * It is never part of the site: it is built apart (bench/reference/vite.config.ts, into
 * bench/.out/reference) and served only by the bench, from a copy of the site's build with the
 * reference's page and scripts added (bench/.out/site). A route in the site itself would put a
 * page in the public site and grow every page's route tree; a separate server would measure a
 * different origin and server. Here the reference is one static file beside the site's pages, on
 * the same server in the same run: the worker does not own its path (wrangler.toml
 * run_worker_first), so the assets layer answers it with bench-reference.html, and it reads the
 * site's own data files (its promo carousel).
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { referencePath } from './reference/reference-path.ts'

export { referencePath }

const referenceOut = 'bench/.out/reference'
const servedOut = 'bench/.out/site'

/** Builds the reference page against the site's build in `dist` (its catalogue version). */
export function buildReference(dist: string): string {
  execFileSync('node_modules/.bin/vite', ['build', '--config', 'bench/reference/vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_DIST: dist },
  })
  return referenceOut
}

/**
 * A copy of the site's build with the reference added: its HTML as `<referencePath>.html`, its
 * scripts in assets/ (a name both builds share is the same content: the names carry its hash).
 */
export function siteWithReference(dist: string, reference = referenceOut): string {
  rmSync(servedOut, { recursive: true, force: true })
  cpSync(dist, servedOut, { recursive: true })
  mkdirSync(join(servedOut, 'assets'), { recursive: true })
  for (const name of readdirSync(join(reference, 'assets'))) {
    const target = join(servedOut, 'assets', name)
    if (!existsSync(target)) cpSync(join(reference, 'assets', name), target)
  }
  cpSync(join(reference, 'index.html'), join(servedOut, `${referencePath.slice(1)}.html`))
  return servedOut
}
