import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium, type BrowserServer } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { chromiumPath, e2eBrowserArgs } from './chromium'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** One browser per worker: the worker with VITEST_POOL_ID n drives wsEndpoints[n - 1] (browser.ts, connectBrowser). */
    wsEndpoints: string[]
  }
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with code ${child.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The site did not answer at ${url} within ${timeoutMs} ms`)
}

export default async function setup(project: TestProject) {
  // E2E_DIST lets several builds be tested side by side (e.g. `vite build --outDir /tmp/x`).
  const assetsDir = process.env.E2E_DIST ?? 'dist'
  if (!existsSync(`${assetsDir}/index.html`)) throw new Error(`No build found in ${assetsDir}: run \`npm run build\` before \`npm run test:e2e\`.`)
  const port = Number(process.env.E2E_PORT ?? 8799)
  const baseUrl = `http://127.0.0.1:${port}`
  const output: string[] = []
  // E2E_WRANGLER_VARS="NAME:value OTHER:value" sets worker vars for this run (e.g. SUPABASE_URL and
  // SUPABASE_ANON_KEY when testing a build made with Supabase configured, so the CSP allows it).
  const varFlags = (process.env.E2E_WRANGLER_VARS ?? '').split(/\s+/).filter(Boolean).flatMap((pair) => ['--var', pair])
  const wrangler = spawn(
    'node_modules/.bin/wrangler',
    ['dev', '--ip', '127.0.0.1', '--port', String(port), '--show-interactive-dev-session=false', '--log-level', 'warn', '--assets', assetsDir, ...varFlags],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  )
  wrangler.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  wrangler.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  // One browser per worker (tests/e2e/vitest.config.ts runs files in parallel): files running side
  // by side share the site but not a browser process.
  const workers = project.vitest.config.maxWorkers
  const browsers: BrowserServer[] = []
  try {
    await waitForServer(baseUrl + '/', wrangler)
    browsers.push(...(await Promise.all(Array.from({ length: workers }, () => chromium.launchServer({ executablePath: chromiumPath(), args: e2eBrowserArgs, headless: true })))))
  } catch (error) {
    await Promise.all(browsers.map((browser) => browser.close()))
    if (wrangler.pid) process.kill(-wrangler.pid, 'SIGTERM')
    throw new Error(`${(error as Error).message}\n${output.join('')}`)
  }
  project.provide('baseUrl', baseUrl)
  project.provide('wsEndpoints', browsers.map((browser) => browser.wsEndpoint()))
  return async () => {
    await Promise.all(browsers.map((browser) => browser.close()))
    if (wrangler.pid) {
      try {
        process.kill(-wrangler.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
}
