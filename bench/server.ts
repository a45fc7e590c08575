import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

export interface RunningSite {
  baseUrl: string
  stop(): Promise<void>
}

/** Serves a production build with the worker in wrangler (workerd) on loopback, as `npm start` does. */
export async function startSite(options: { assetsDir?: string; port?: number } = {}): Promise<RunningSite> {
  const assetsDir = options.assetsDir ?? 'dist'
  const port = options.port ?? 8810
  if (!existsSync(`${assetsDir}/index.html`)) throw new Error(`No build in ${assetsDir}: run \`npm run build\` first.`)
  const output: string[] = []
  const child = spawn(
    'node_modules/.bin/wrangler',
    ['dev', '--ip', '127.0.0.1', '--port', String(port), '--show-interactive-dev-session=false', '--log-level', 'warn', '--assets', assetsDir],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  )
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const baseUrl = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
  }
  const started = Date.now()
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${output.join('')}`)
    try {
      if ((await fetch(`${baseUrl}/`)).ok) return { baseUrl, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`The site did not start within 60 s:\n${output.join('')}`)
}
