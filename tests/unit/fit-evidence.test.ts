/**
 * The fit model against published evidence (issue 28, item 3): every statement in
 * tests/fixtures/fit-evidence.json (a hand, a grip, a mouse and how it fit, with its address and
 * words) scored by the real model with the mouse's figures as the catalogue serves them (the data
 * files merged, the research ledger applied). The agreement is printed with the direction of every
 * disagreement, and may not fall below the measured figure documented in fit-model.ts's header.
 */
import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { readCatalogue } from '../../supabase/catalogue/files.ts'
import { mergeMice } from '../../supabase/catalogue/merge.ts'
import { buildMice } from '../../supabase/catalogue/catalogue-build.ts'
import { createFitScorer, fitInputFromMouse, verdictFloors, type FitDimensionPart, type FitInput, type FitRow } from '../../web/features/fit/fit-model'
import { grips, handBounds, type Grip } from '../../web/lib/hand-profile'
import evidence from '../fixtures/fit-evidence.json'

const verdicts = ['fits', 'too small', 'too large'] as const
type Verdict = (typeof verdicts)[number]

interface Statement {
  url: string
  kind: string
  quote: string
  checked: string
  hand: { lengthMm: number; breadthMm: number }
  grip: Grip | 'any'
  mouse: string
  mouseNote?: string
  verdict: Verdict
}

const statements = evidence.statements as Statement[]

/**
 * What was measured when the fixture was last gathered (fit-model.ts's header says the same):
 * a fixture that grows must be scored again and these figures and the header updated with it.
 */
const measured = { statements: 1, agreeing: 1 }

type Outcome =
  | { agrees: true }
  | { agrees: false; error: 'model calls it small' | 'model calls it large' | 'model calls it a fit' | 'model finds it off on both sides'; score: number }

/**
 * Does the model agree with a statement? 'fits' agrees when the score is a good or great fit;
 * 'too small' / 'too large' agree when a size part is out of tolerance on the side stated or the
 * score is below a good fit. A disagreement says which way the model errs.
 */
function judge(verdict: Verdict, input: FitInput, hand: { lengthMm: number; breadthMm: number; grip: Grip }): Outcome {
  const result = createFitScorer(hand).explain(input)
  if (result.status !== 'scored') throw new Error(`not scored: ${result.text}`)
  const sizes = result.parts.filter((part): part is FitDimensionPart => part.factor !== 'shape')
  const under = sizes.some((part) => part.assessment === 'under')
  const over = sizes.some((part) => part.assessment === 'over')
  const good = result.score >= verdictFloors.good
  if (verdict === 'fits') {
    if (good) return { agrees: true }
    return { agrees: false, error: under && over ? 'model finds it off on both sides' : under ? 'model calls it small' : over ? 'model calls it large' : 'model calls it a fit', score: result.score }
  }
  const stated = verdict === 'too small' ? under : over
  if (stated || !good) return { agrees: true }
  return { agrees: false, error: 'model calls it a fit', score: result.score }
}

describe('the fit evidence fixture', () => {
  it('is well formed: every statement has its address, words, date, hand, grip, mouse and verdict, none twice', () => {
    expect(statements.length).toBeGreaterThan(0)
    const keys = new Set<string>()
    for (const statement of statements) {
      const where = `${statement.url} (${statement.mouse})`
      expect(statement.url, where).toMatch(/^https:\/\/\S+$/)
      expect(statement.quote.trim().length, where).toBeGreaterThan(20)
      expect(statement.kind, where).toMatch(/^(review|maker-chart)$/)
      expect(statement.checked, where).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect([...grips, 'any'], where).toContain(statement.grip)
      expect(verdicts, where).toContain(statement.verdict)
      expect(statement.hand.lengthMm, where).toBeGreaterThanOrEqual(handBounds.lengthMm.min)
      expect(statement.hand.lengthMm, where).toBeLessThanOrEqual(handBounds.lengthMm.max)
      expect(statement.hand.breadthMm, where).toBeGreaterThanOrEqual(handBounds.breadthMm.min)
      expect(statement.hand.breadthMm, where).toBeLessThanOrEqual(handBounds.breadthMm.max)
      const key = [statement.url, statement.mouse, statement.grip, statement.hand.lengthMm, statement.hand.breadthMm].join('|')
      expect(keys.has(key), `twice: ${where}`).toBe(false)
      keys.add(key)
    }
    for (const candidate of evidence.considered) {
      expect(candidate.url).toMatch(/^https:\/\/\S+$/)
      expect(candidate.reason.trim().length).toBeGreaterThan(20)
    }
  })

  it('judges by the model: an ideal-size mouse is a fit, not too small or too large', () => {
    const hand = { lengthMm: 190, breadthMm: 90, grip: 'claw' as const }
    const ideal = createFitScorer(hand).ideal
    const idealMouse: FitInput = { length: ideal.length, width: ideal.width, height: ideal.height, shape: 'symmetrical' }
    expect(judge('fits', idealMouse, hand)).toEqual({ agrees: true })
    expect(judge('too small', idealMouse, hand)).toMatchObject({ agrees: false, error: 'model calls it a fit' })
    const long: FitInput = { ...idealMouse, length: ideal.length + 30 }
    expect(judge('fits', long, hand)).toMatchObject({ agrees: false, error: 'model calls it large' })
    expect(judge('too large', long, hand)).toEqual({ agrees: true })
  })
})

describe('the fit model against the evidence', () => {
  let mice: Map<string, FitRow>

  beforeAll(async () => {
    const { data } = await readCatalogue()
    const built = buildMice(data, data.opendbMice, mergeMice(data.mice, data.opendbMice))
    mice = new Map(built.mice.map((mouse) => [mouse.handle, { mouse__length: mouse.length ?? null, mouse__width: mouse.width ?? null, mouse__height: mouse.height ?? null, mouse__shape: mouse.shape ?? null } as FitRow]))
  })

  it(`agrees with at least ${measured.agreeing} of the ${measured.statements} statements gathered, and says which way it errs`, () => {
    const errors: string[] = []
    let agreeing = 0
    let judged = 0
    for (const statement of statements) {
      const row = mice.get(statement.mouse)
      expect(row, `${statement.mouse} is not in the catalogue`).toBeDefined()
      const input = fitInputFromMouse(row!)
      expect([input.length, input.width, input.height, input.shape], `${statement.mouse} lacks a figure the fit needs`).not.toContain(null)
      for (const grip of statement.grip === 'any' ? grips : [statement.grip]) {
        judged++
        const outcome = judge(statement.verdict, input, { ...statement.hand, grip })
        if (outcome.agrees) agreeing++
        else errors.push(`${statement.mouse}, ${statement.hand.lengthMm} × ${statement.hand.breadthMm} mm ${grip}: says "${statement.verdict}", ${outcome.error} (score ${outcome.score}) — ${statement.url}`)
      }
    }
    const share = judged === 0 ? 0 : Math.round((1000 * agreeing) / judged) / 10
    console.log(`fit evidence: ${agreeing} of ${judged} statements agree (${share}%)${errors.length ? `; disagreements:\n  ${errors.join('\n  ')}` : '; no disagreement'}`)
    expect(judged).toBe(measured.statements)
    expect(agreeing).toBeGreaterThanOrEqual(measured.agreeing)
  })

  it("is described in fit-model.ts's header with the measured figures", () => {
    const source = readFileSync(new URL('../../web/features/fit/fit-model.ts', import.meta.url), 'utf8')
    const header = source.slice(0, source.indexOf('*/'))
    expect(header).toContain('tests/fixtures/fit-evidence.json')
    expect(header).toMatch(new RegExp(`${measured.statements} published statement`))
    expect(header).toMatch(new RegExp(`agrees with ${measured.agreeing} of ${measured.statements}`))
  })
})
