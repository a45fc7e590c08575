/**
 * No service key anywhere: not in the repository's tracked files, not in a built site. A Supabase
 * service key bypasses row level security; only the anon key (public by design) may ship. Looks
 * for legacy JWT keys whose payload says `"role": "service_role"` and for new-style secret keys
 * (`sb_secret_…`).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = new URL('../..', import.meta.url).pathname

const jwtPattern = /eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g
const secretKeyPattern = /sb_secret_[A-Za-z0-9_-]{8,}/g

/** The service keys in `text`, described (never printed whole). */
function findServiceKeys(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(jwtPattern)) {
    const payload = match[0].split('.')[1]!
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { role?: unknown }
      if (claims.role === 'service_role') found.push(`JWT with role service_role (${match[0].slice(0, 12)}…)`)
    } catch {
      // not a JWT after all
    }
  }
  for (const match of text.matchAll(secretKeyPattern)) found.push(`secret key (${match[0].slice(0, 12)}…)`)
  return found
}

function filesUnder(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) out.push(...filesUnder(path))
    else out.push(path)
  }
  return out
}

function scan(files: readonly string[]): string[] {
  const problems: string[] = []
  for (const file of files) {
    if (!existsSync(file) || statSync(file).size > 20_000_000) continue
    const text = readFileSync(file).toString('latin1')
    for (const problem of findServiceKeys(text)) problems.push(`${file}: ${problem}`)
  }
  return problems
}

const jwt = (claims: object) =>
  [Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url'), Buffer.from(JSON.stringify(claims)).toString('base64url'), 'c2ln'].join('.')

describe('the service-key detector', () => {
  it('finds a service_role JWT and a secret key, and lets the anon key be', () => {
    expect(findServiceKeys(`key = "${jwt({ role: 'service_role', iss: 'supabase' })}"`)).toHaveLength(1)
    expect(findServiceKeys(`key = "${'sb_' + 'secret_'}0123456789abcdef"`)).toHaveLength(1)
    expect(findServiceKeys(`key = "${jwt({ role: 'anon' })}" and sb_publishable_abc and service_role`)).toEqual([])
  })
})

describe('no service key', () => {
  it('in any file the repository tracks', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean)
    expect(tracked.length).toBeGreaterThan(50)
    expect(scan(tracked.map((file) => join(root, file)))).toEqual([])
  })

  // Every build found: dist/ (npm run build) and E2E_DIST (a build tested end to end).
  const builds = [...new Set([join(root, 'dist'), process.env.E2E_DIST].filter((dir): dir is string => !!dir && existsSync(join(dir, 'index.html'))))]
  it.skipIf(builds.length === 0)('in the built site', () => {
    for (const build of builds) expect(scan(filesUnder(build)), build).toEqual([])
  })
})
