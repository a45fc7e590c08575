import { describe, expect, it } from 'vitest'
import { stepDomain } from '../../web/features/catalogue/browse/browse-filters'

describe("stepDomain (a range filter's ends)", () => {
  it('rounds the known values outward to the step', () => {
    expect(stepDomain({ min: 37.2, max: 61.3 }, 0.5)).toEqual({ min: 37, max: 61.5 })
    expect(stepDomain({ min: 12_345, max: 26_001 }, 100)).toEqual({ min: 12_300, max: 26_100 })
    expect(stepDomain({ min: 1000, max: 8000 }, 125)).toEqual({ min: 1000, max: 8000 })
  })

  it('keeps values already on a decimal step as they are, without binary fractions', () => {
    expect(stepDomain({ min: 0.7, max: 2 }, 0.1)).toEqual({ min: 0.7, max: 2 })
    expect(stepDomain({ min: 0.35, max: 1.05 }, 0.1)).toEqual({ min: 0.3, max: 1.1 })
  })
})
