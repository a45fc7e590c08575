/**
 * `npm run test:pg`: the database tests that matter (tests/db/pg.vitest.config.ts) on a real
 * PostgreSQL server, as hosted Supabase runs one (15 or 17). With TEST_PG_URL set they run
 * against that server. Without it, a throwaway cluster of the installed PostgreSQL (Debian's
 * `postgresql` package: /usr/lib/postgresql/<version>/bin, or PG_BIN) is created in a temporary
 * directory, started on a free loopback port, used and removed. Run as root, the cluster belongs
 * to the `postgres` user (initdb refuses root), as Debian sets it up.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
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

function runVitest(url: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('node_modules/.bin/vitest', ['run', '--config', 'tests/db/pg.vitest.config.ts', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, TEST_PG_URL: url },
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

async function main() {
  const given = process.env.TEST_PG_URL?.trim()
  if (given) process.exit(await runVitest(given))

  const bin = postgresBin()
  const asRoot = process.getuid?.() === 0
  const directory = mkdtempSync(join(tmpdir(), 'mousecompare-pg-'))
  const data = join(directory, 'data')
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args]
    const result = spawnSync(file, fileArgs, { encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`)
    return result.stdout
  }
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    if (ids.status !== 0) fail('running as root needs the `postgres` user (the postgresql package creates it)')
    chownSync(directory, Number(ids.stdout.trim()), Number(gids.stdout.trim()))
  }
  const port = await freePort()
  let started = false
  let code = 1
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '--encoding=UTF8', '--locale=C.UTF-8'])
    // A throwaway cluster: nothing needs to survive a crash, so nothing waits for the disk.
    const settings = `-k ${directory} -h 127.0.0.1 -p ${port} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=20`
    run('pg_ctl', ['-D', data, '-o', settings, '-l', join(directory, 'server.log'), '-w', 'start'])
    started = true
    console.info(`test:pg: ${run('postgres', ['--version']).trim()} on 127.0.0.1:${port}`)
    code = await runVitest(`postgres://postgres@127.0.0.1:${port}/postgres`)
  } catch (error) {
    console.error(`test:pg: ${(error as Error).message}`)
  } finally {
    if (started) {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } catch (error) {
        console.error(`test:pg: could not stop the cluster: ${(error as Error).message}`)
      }
    }
    rmSync(directory, { recursive: true, force: true })
  }
  process.exit(code)
}

void main()
