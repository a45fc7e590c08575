/** The one rule that ranks sensors (web/lib/sensor-rank.ts); tests/db checks the view applies it too. */
import { describe, expect, it } from 'vitest'
import { compareSensors, sensorRanks, type RankedSensorFigures } from '../../web/lib/sensor-rank'

const sensor = (handle: string, figures: Partial<RankedSensorFigures> = {}): RankedSensorFigures => ({
  handle,
  trackingSpeed: 650,
  acceleration: 50,
  dpi: 26000,
  released: null,
  ...figures,
})

describe('sensorRanks', () => {
  it('ranks by tracking speed, then acceleration, then maximum DPI, then the newest, then handle', () => {
    const ranks = sensorRanks([
      sensor('slow', { trackingSpeed: 400 }),
      sensor('fast', { trackingSpeed: 750 }),
      sensor('strong', { acceleration: 70 }),
      sensor('sharp', { dpi: 30000 }),
      sensor('new', { released: '2024-05' }),
      sensor('older', { released: '2024' }),
      sensor('a-plain'),
      sensor('b-plain'),
    ])
    expect([...ranks.entries()].sort((a, b) => a[1] - b[1]).map(([handle]) => handle)).toEqual(['fast', 'strong', 'sharp', 'new', 'older', 'a-plain', 'b-plain', 'slow'])
  })

  it('puts an unknown figure after every known one, in both places it can be unknown', () => {
    expect(compareSensors(sensor('known', { trackingSpeed: 100 }), sensor('unknown', { trackingSpeed: null }))).toBeLessThan(0)
    expect(compareSensors(sensor('unknown', { acceleration: null }), sensor('known', { acceleration: 1 }))).toBeGreaterThan(0)
    expect(compareSensors(sensor('dated', { released: '2010' }), sensor('undated'))).toBeLessThan(0)
  })

  it('gives every sensor a distinct rank from 1', () => {
    const ranks = sensorRanks([sensor('x'), sensor('y'), sensor('z')])
    expect([...ranks.values()].sort()).toEqual([1, 2, 3])
    expect(sensorRanks([]).size).toBe(0)
  })
})
