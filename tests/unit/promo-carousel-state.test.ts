import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { timings } from '../../web/lib/constants'
import { createCarousel, swipeAction, wrapIndex } from '../../web/features/promos/carousel-state'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function started(count = 5) {
  const carousel = createCarousel({ count })
  carousel.start()
  return carousel
}

const index = (carousel: ReturnType<typeof createCarousel>) => carousel.getSnapshot().index

describe('auto-advance (SPEC §4: every 12000 ms)', () => {
  it('advances every 12 s, not before', () => {
    const carousel = started()
    expect(timings.promoAutoAdvanceMs).toBe(12_000)
    vi.advanceTimersByTime(11_999)
    expect(index(carousel)).toBe(0)
    vi.advanceTimersByTime(1)
    expect(index(carousel)).toBe(1)
    expect(carousel.getSnapshot().cause).toBe('auto')
    vi.advanceTimersByTime(12_000 * 3)
    expect(index(carousel)).toBe(4)
  })

  it('wraps from the last slide to the first', () => {
    const carousel = started(3)
    vi.advanceTimersByTime(12_000 * 3)
    expect(index(carousel)).toBe(0)
  })

  it('does not run before start() or after stop()', () => {
    const carousel = createCarousel({ count: 4 })
    vi.advanceTimersByTime(60_000)
    expect(index(carousel)).toBe(0)
    carousel.start()
    vi.advanceTimersByTime(12_000)
    expect(index(carousel)).toBe(1)
    carousel.stop()
    vi.advanceTimersByTime(60_000)
    expect(index(carousel)).toBe(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('does not run with one slide or none', () => {
    for (const count of [0, 1]) {
      const carousel = started(count)
      expect(carousel.getSnapshot().running).toBe(false)
      vi.advanceTimersByTime(60_000)
      expect(index(carousel)).toBe(0)
      expect(carousel.next()).toBe(false)
    }
  })

  it('starts a fresh period after every move', () => {
    const carousel = started()
    vi.advanceTimersByTime(10_000)
    carousel.next()
    expect(index(carousel)).toBe(1)
    vi.advanceTimersByTime(11_999)
    expect(index(carousel)).toBe(1)
    vi.advanceTimersByTime(1)
    expect(index(carousel)).toBe(2)
  })
})

describe('hover pause (SPEC §4)', () => {
  it('pauses while the pointer hovers and restarts the full period on leave', () => {
    const carousel = started()
    vi.advanceTimersByTime(11_000)
    carousel.setHovered(true)
    expect(carousel.getSnapshot().running).toBe(false)
    vi.advanceTimersByTime(60_000)
    expect(index(carousel)).toBe(0)
    carousel.setHovered(false)
    vi.advanceTimersByTime(11_999)
    expect(index(carousel)).toBe(0)
    vi.advanceTimersByTime(1)
    expect(index(carousel)).toBe(1)
  })

  it('still lets the visitor move while hovering, without auto-advancing', () => {
    const carousel = started()
    carousel.setHovered(true)
    expect(carousel.next()).toBe(true)
    vi.advanceTimersByTime(60_000)
    expect(index(carousel)).toBe(1)
  })

  it('pauses for keyboard focus and for the pause button too', () => {
    const carousel = started()
    carousel.setFocused(true)
    vi.advanceTimersByTime(30_000)
    expect(index(carousel)).toBe(0)
    carousel.setFocused(false)
    carousel.setPlaying(false)
    vi.advanceTimersByTime(30_000)
    expect(index(carousel)).toBe(0)
    expect(carousel.getSnapshot().playing).toBe(false)
    carousel.setPlaying(true)
    vi.advanceTimersByTime(12_000)
    expect(index(carousel)).toBe(1)
  })

  it('stays paused after the pointer leaves when the visitor paused it', () => {
    const carousel = started()
    carousel.setPlaying(false)
    carousel.setHovered(true)
    carousel.setHovered(false)
    vi.advanceTimersByTime(60_000)
    expect(index(carousel)).toBe(0)
  })
})

describe('navigation (SPEC §4: wrap-around, 500 ms lock)', () => {
  it('wraps both ways', () => {
    const carousel = started(3)
    expect(carousel.previous()).toBe(true)
    expect(index(carousel)).toBe(2)
    vi.advanceTimersByTime(500)
    carousel.next()
    expect(index(carousel)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(7, 3)).toBe(1)
  })

  it('ignores moves for 500 ms after each move', () => {
    const carousel = started()
    expect(timings.navigationLockMs).toBe(500)
    expect(carousel.next()).toBe(true)
    expect(carousel.isLocked()).toBe(true)
    expect(carousel.next()).toBe(false)
    vi.advanceTimersByTime(499)
    expect(carousel.previous()).toBe(false)
    expect(carousel.goTo(4)).toBe(false)
    expect(index(carousel)).toBe(1)
    vi.advanceTimersByTime(1)
    expect(carousel.isLocked()).toBe(false)
    expect(carousel.next()).toBe(true)
    expect(index(carousel)).toBe(2)
  })

  it('tells its listeners when the lock starts and ends, so the view can show it', () => {
    const carousel = started()
    const seen: boolean[] = []
    carousel.subscribe(() => seen.push(carousel.getSnapshot().locked))
    expect(carousel.getSnapshot().locked).toBe(false)
    carousel.next()
    expect(carousel.getSnapshot().locked).toBe(true)
    vi.advanceTimersByTime(499)
    expect(carousel.getSnapshot().locked).toBe(true)
    vi.advanceTimersByTime(1)
    expect(carousel.getSnapshot().locked).toBe(false)
    expect(seen).toEqual([true, false])
    carousel.next()
    carousel.stop()
    expect(carousel.getSnapshot().locked).toBe(false)
    expect(carousel.isLocked()).toBe(false)
  })

  it('counts the lock from the last accepted move, an auto-advance included', () => {
    const carousel = started()
    vi.advanceTimersByTime(12_000)
    expect(index(carousel)).toBe(1)
    expect(carousel.next()).toBe(false)
    vi.advanceTimersByTime(500)
    expect(carousel.next()).toBe(true)
  })

  it('records direction, cause and the number of moves', () => {
    const carousel = started()
    carousel.previous()
    expect(carousel.getSnapshot()).toMatchObject({ index: 4, direction: -1, cause: 'user', moves: 1 })
    vi.advanceTimersByTime(500)
    carousel.goTo(2)
    expect(carousel.getSnapshot()).toMatchObject({ index: 2, direction: -1, moves: 2 })
    vi.advanceTimersByTime(12_000)
    expect(carousel.getSnapshot()).toMatchObject({ index: 3, direction: 1, cause: 'auto', moves: 3 })
  })

  it('notifies subscribers and stops notifying after unsubscribe', () => {
    const carousel = started()
    const listener = vi.fn()
    const unsubscribe = carousel.subscribe(listener)
    carousel.next()
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    vi.advanceTimersByTime(12_000)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps the index inside the list when the list shrinks', () => {
    const carousel = started(5)
    carousel.goTo(4)
    carousel.setCount(3)
    expect(index(carousel)).toBe(1)
    carousel.setCount(1)
    expect(carousel.getSnapshot().running).toBe(false)
  })
})

describe('swipe (SPEC §4, §9: 16 px threshold, 25 px edge zone)', () => {
  const width = 375
  const from = { x: 200, y: 30 }

  it('goes next on a swipe left and previous on a swipe right', () => {
    expect(swipeAction(from, { x: 150, y: 32 }, width)).toBe('next')
    expect(swipeAction(from, { x: 260, y: 28 }, width)).toBe('previous')
  })

  it('needs 16 px of travel', () => {
    expect(swipeAction(from, { x: 185, y: 30 }, width)).toBeNull()
    expect(swipeAction(from, { x: 184, y: 30 }, width)).toBe('next')
    expect(swipeAction(from, { x: 215, y: 30 }, width)).toBeNull()
    expect(swipeAction(from, { x: 216, y: 30 }, width)).toBe('previous')
  })

  it('ignores mostly vertical moves (scrolling)', () => {
    expect(swipeAction(from, { x: 170, y: 80 }, width)).toBeNull()
  })

  it('ignores touches that start within 25 px of either screen edge', () => {
    expect(swipeAction({ x: 24, y: 30 }, { x: 200, y: 30 }, width)).toBeNull()
    expect(swipeAction({ x: 25, y: 30 }, { x: 200, y: 30 }, width)).toBe('previous')
    expect(swipeAction({ x: 351, y: 30 }, { x: 100, y: 30 }, width)).toBeNull()
    expect(swipeAction({ x: 350, y: 30 }, { x: 100, y: 30 }, width)).toBe('next')
  })
})
