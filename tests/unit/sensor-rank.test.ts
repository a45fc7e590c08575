/** The one rule that ranks sensors (web/lib/sensor-rank.ts); tests/db checks the view applies it too. */
import { describe, expect, it } from 'vitest'
import { compareSensors, isRankable, sensorRanks, type RankedSensorFigures } from '../../web/lib/sensor-rank'

const sensor = (handle: string, figures: Partial<RankedSensorFigures> = {}): RankedSensorFigures => ({
  handle,
  trackingSpeed: 650,
  acceleration: 50,
  dpi: 26000,
  ...figures,
})

const ordered = (ranks: Map<string, number | null>) =>
  [...ranks.entries()].filter(([, rank]) => rank !== null).sort((a, b) => a[1]! - b[1]! || (a[0] < b[0] ? -1 : 1))

describe('sensorRanks', () => {
  it('ranks by tracking speed, then acceleration, then maximum DPI', () => {
    const ranks = sensorRanks([sensor('slow', { trackingSpeed: 400 }), sensor('fast', { trackingSpeed: 750 }), sensor('strong', { acceleration: 70 }), sensor('sharp', { dpi: 30000 }), sensor('plain')])
    expect(ordered(ranks)).toEqual([
      ['fast', 1],
      ['strong', 2],
      ['sharp', 3],
      ['plain', 4],
      ['slow', 5],
    ])
  })

  it('gives sensors with the same figures the same rank, and the next rank skips', () => {
    const ranks = sensorRanks([sensor('a'), sensor('b'), sensor('best', { trackingSpeed: 750 }), sensor('last', { dpi: 100 })])
    expect(ordered(ranks)).toEqual([
      ['best', 1],
      ['a', 2],
      ['b', 2],
      ['last', 4],
    ])
  })

  it('does not rank a sensor whose tracking speed or acceleration is unknown, and does not rank it last either', () => {
    const flagship = sensor('flagship', { trackingSpeed: null, acceleration: null, dpi: 44000 })
    const noAcceleration = sensor('no-acceleration', { trackingSpeed: 750, acceleration: null })
    const office = sensor('office', { trackingSpeed: 30, acceleration: 10, dpi: 1600 })
    const ranks = sensorRanks([flagship, noAcceleration, office, sensor('good')])
    expect(ranks.get('flagship')).toBeNull()
    expect(ranks.get('no-acceleration')).toBeNull()
    // The known sensors are ranked among themselves only: the office sensor is last of two, not of four.
    expect(ranks.get('good')).toBe(1)
    expect(ranks.get('office')).toBe(2)
    expect(isRankable(flagship)).toBe(false)
    expect(isRankable(office)).toBe(true)
  })

  it('orders equal figures as equal', () => {
    expect(compareSensors(sensor('x'), sensor('y'))).toBe(0)
    expect(compareSensors(sensor('x', { trackingSpeed: 700 }), sensor('y'))).toBeLessThan(0)
    expect(sensorRanks([]).size).toBe(0)
  })
})
