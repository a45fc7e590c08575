/**
 * `npm run test:pg`: the database tests that matter (tests/db/pg.vitest.config.ts) on a real
 * PostgreSQL server, as hosted Supabase runs one (15 or 17). With TEST_PG_URL set they run
 * against that server (or servers: several URLs separated by spaces, one per test worker).
 * Without it, throwaway clusters of the installed PostgreSQL (Debian's `postgresql` package:
 * /usr/lib/postgresql/<version>/bin, or PG_BIN), one per core (TEST_PG_SERVERS), are created in
 * temporary directories, started on free loopback ports, used and removed. Run as root, a cluster
 * belongs to the `postgres` user (initdb refuses root), as Debian sets it up.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'

function fail(message: string): never {
  console.error(`test:pg: ${message}`)
  process.exit(1)
}

function postgresBin(): string {
  const configured = process.env.PG_BIN?.trim()
  if (configured) return configured
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, 'bin', 'initdb'))) : []
  if (versions.length === 0) fail('no PostgreSQL server found: install it (apt-get install -y postgresql) or set PG_BIN or TEST_PG_URL')
  // Debian 12 ships 15, the version hosted Supabase projects started on.
  const version = versions.sort((a, b) => Number(a) - Number(b)).includes('15') ? '15' : versions.at(-1)!
  return join(root, version, 'bin')
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Runs a command to its end without blocking the others (the clusters start side by side). */
function runProcess(file: string, args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', (error) => resolve({ status: null, output: error.message }))
    child.on('close', (status) => resolve({ status, output }))
  })
}

function runVitest(url: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('node_modules/.bin/vitest', ['run', '--config', 'tests/db/pg.vitest.config.ts', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, TEST_PG_URL: url },
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** A throwaway cluster: its temporary directory, data directory and port, and whether it runs. */
interface Cluster {
  directory: string
  data: string
  port: number
  started: boolean
}

async function main() {
  const given = process.env.TEST_PG_URL?.trim()
  if (given) process.exit(await runVitest(given))

  const bin = postgresBin()
  const asRoot = process.getuid?.() === 0
  let owner: { uid: number; gid: number } | undefined
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    if (ids.status !== 0) fail('running as root needs the `postgres` user (the postgresql package creates it)')
    owner = { uid: Number(ids.stdout.trim()), gid: Number(gids.stdout.trim()) }
  }
  const run = async (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args]
    const result = await runProcess(file, fileArgs)
    if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.output}`)
    return result.output
  }
  // One cluster per core: a file creates the roles, which belong to the whole server, so files run
  // one at a time per server, and two servers let two files run at once (the whole command took
  // 53.5 s with one server and 31.5 s with two, 2026-11-27, two cores).
  // TEST_PG_SERVERS sets how many.
  const count = Math.max(1, Number(process.env.TEST_PG_SERVERS ?? Math.min(2, availableParallelism())))
  const clusters: Cluster[] = []
  for (let index = 0; index < count; index++) {
    const directory = mkdtempSync(join(tmpdir(), 'mousecompare-pg-'))
    if (owner) chownSync(directory, owner.uid, owner.gid)
    let port = await freePort()
    while (clusters.some((cluster) => cluster.port === port)) port = await freePort()
    clusters.push({ directory, data: join(directory, 'data'), port, started: false })
  }
  let code = 1
  try {
    // Settled, not raced: a cluster still starting when another fails must be started (and so
    // stopped below) before this goes on.
    const starts = await Promise.allSettled(
      clusters.map(async (cluster) => {
        await run('initdb', ['-D', cluster.data, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C.UTF-8'])
        // A throwaway cluster: nothing needs to survive a crash, so nothing waits for the disk.
        const settings = `-k ${cluster.directory} -h 127.0.0.1 -p ${cluster.port} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=20`
        await run('pg_ctl', ['-D', cluster.data, '-o', settings, '-l', join(cluster.directory, 'server.log'), '-w', 'start'])
        cluster.started = true
      }),
    )
    const failed = starts.find((start) => start.status === 'rejected')
    if (failed) throw failed.reason
    const ports = clusters.map((cluster) => cluster.port).join(', ')
    console.info(`test:pg: ${(await run('postgres', ['--version'])).trim()}, ${count === 1 ? 'a server' : `${count} servers`} on 127.0.0.1:${ports}`)
    code = await runVitest(clusters.map((cluster) => `postgres://postgres@127.0.0.1:${cluster.port}/postgres`).join(' '))
  } catch (error) {
    console.error(`test:pg: ${(error as Error).message}`)
  } finally {
    await Promise.all(
      clusters.map(async (cluster) => {
        if (cluster.started) {
          try {
            await run('pg_ctl', ['-D', cluster.data, '-m', 'immediate', '-w', 'stop'])
          } catch (error) {
            console.error(`test:pg: could not stop the cluster: ${(error as Error).message}`)
          }
        }
        rmSync(cluster.directory, { recursive: true, force: true })
      }),
    )
  }
  process.exit(code)
}

void main()
