import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The house plan's rules as `npm run lint` applies them (eslint.config.js), on code written here
// at the paths it would have: each rule must catch its violation and let the allowed form through.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })

async function rulesBroken(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((message) => message.ruleId)
}

describe('lint: the house plan', () => {
  it('web/lib imports no feature', async () => {
    expect(await rulesBroken('web/lib/probe.ts', "import { reviewQueries } from '../features/reviews/public'\nexport const x = reviewQueries\n")).toEqual(['no-restricted-imports'])
    expect(await rulesBroken('web/lib/probe.ts', "import { pageTitle } from './navigation'\nexport const x = pageTitle\n")).toEqual([])
  })

  it('a feature uses another only through its public entry (a dynamic import may name a module)', async () => {
    expect(await rulesBroken('web/features/home/probe.ts', "import { reviewQueries } from '../reviews/queries'\nexport const x = reviewQueries\n")).toEqual(['no-restricted-imports'])
    expect(await rulesBroken('web/features/home/probe.ts', "import { reviewQueries } from '../reviews/public'\nimport { pageTitle } from '../../lib/navigation'\nexport const x = [reviewQueries, pageTitle]\n")).toEqual([])
    expect(await rulesBroken('web/features/home/probe.ts', "export const load = () => import('../reviews/queries')\n")).toEqual([])
  })

  it('no import cycle between features', async () => {
    // auth imports fit (web/features/auth/hand-profile-sync.ts), so fit may not import auth.
    const broken = await rulesBroken('web/features/fit/probe.ts', "import { FavouriteButton } from '../auth/public'\nexport const x = FavouriteButton\n")
    expect(broken).toContain('house/no-feature-cycles')
  })

  it('the worker imports only pure modules of web/', async () => {
    expect(await rulesBroken('edge/probe.ts', "import { apiVersion } from '../web/features/open-data/public'\nexport const x = apiVersion\n")).toEqual([])
    expect(await rulesBroken('edge/probe.ts', "import { HandForm } from '../web/features/fit/hand-form'\nexport const x = HandForm\n")).toEqual(['house/edge-imports-pure-web'])
    expect(await rulesBroken('edge/probe.ts', "import { ErrorScreens } from '../web/components/layouts/default-layout'\nexport const x = ErrorScreens\n")).toEqual(['house/edge-imports-pure-web'])
    expect(await rulesBroken('edge/probe.ts', "import { siteName } from '../web/lib/constants'\nexport const x = siteName\n")).toEqual([])
  })

  it('rules of hooks and exhaustive dependencies', async () => {
    const conditional = "import { useState } from 'react'\nexport function Probe({ on }: { on: boolean }) {\n  if (on) useState(0)\n  return null\n}\n"
    expect(await rulesBroken('web/features/home/probe.tsx', conditional)).toEqual(['react-hooks/rules-of-hooks'])
    const missing = "import { useEffect } from 'react'\nexport function Probe({ value }: { value: number }) {\n  useEffect(() => console.log(value), [])\n  return null\n}\n"
    expect(await rulesBroken('web/features/home/probe.tsx', missing)).toEqual(['react-hooks/exhaustive-deps'])
  })
})
