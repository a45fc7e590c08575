/**
 * The promo carousel's state machine (SPEC §4, §9), free of React and the DOM so it can be tested
 * with fake timers:
 *
 * - an index runs over `count` slides; next and previous wrap around;
 * - every move locks navigation for `lockMs` (500 ms): moves inside the lock are ignored;
 * - while running it advances every `autoAdvanceMs` (12,000 ms); any move starts a fresh period;
 * - it runs only when started, playing (the pause button), not hovered, not focused and with more
 *   than one slide; whenever it starts running again (pointer leaves, focus leaves, play) the
 *   period starts afresh.
 *
 * Timers are the global setTimeout/clearTimeout and time is Date.now(), so vitest's fake timers
 * drive both.
 */
import { sizes, timings } from '../../lib/constants'

export type MoveCause = 'auto' | 'user'

export interface CarouselSnapshot {
  index: number
  count: number
  /** Direction of the last move: 1 forward, -1 back, 0 none yet. */
  direction: 1 | -1 | 0
  /** What caused the last move; null before the first. */
  cause: MoveCause | null
  /** Counts moves, so a view can tell two moves to the same index apart. */
  moves: number
  /** The visitor's choice (pause/play button). */
  playing: boolean
  hovered: boolean
  focused: boolean
  /** Auto-advance is ticking. */
  running: boolean
  /** Navigation is locked after a move (`lockMs`); shown on the view so a test can wait for it. */
  locked: boolean
}

export interface CarouselOptions {
  count: number
  autoAdvanceMs?: number
  lockMs?: number
}

export interface Carousel {
  getSnapshot(): CarouselSnapshot
  subscribe(listener: () => void): () => void
  /** Begins auto-advance (call when the view mounts). */
  start(): void
  /** Stops every timer (call when the view unmounts); start() resumes. */
  stop(): void
  next(cause?: MoveCause): boolean
  previous(cause?: MoveCause): boolean
  goTo(index: number, cause?: MoveCause): boolean
  setCount(count: number): void
  setHovered(hovered: boolean): void
  setFocused(focused: boolean): void
  setPlaying(playing: boolean): void
  isLocked(): boolean
}

export const wrapIndex = (index: number, count: number): number => (count <= 0 ? 0 : ((index % count) + count) % count)

export function createCarousel(options: CarouselOptions): Carousel {
  const autoAdvanceMs = options.autoAdvanceMs ?? timings.promoAutoAdvanceMs
  const lockMs = options.lockMs ?? timings.navigationLockMs
  let started = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let lockedUntil = -Infinity
  let unlockTimer: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<() => void>()
  let state: CarouselSnapshot = {
    index: 0,
    count: Math.max(0, Math.floor(options.count)),
    direction: 0,
    cause: null,
    moves: 0,
    playing: true,
    hovered: false,
    focused: false,
    running: false,
    locked: false,
  }

  const shouldRun = (s: CarouselSnapshot) => started && s.playing && !s.hovered && !s.focused && s.count > 1

  function clearTimer() {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }

  function schedule() {
    clearTimer()
    timer = setTimeout(() => {
      timer = undefined
      move(state.index + 1, 1, 'auto')
    }, autoAdvanceMs)
  }

  /** Applies a change; (re)starts the period when running begins or `restart` is asked. */
  function update(patch: Partial<CarouselSnapshot>, restart = false) {
    const wasRunning = state.running
    const next = { ...state, ...patch }
    next.running = shouldRun(next)
    state = next
    if (!next.running) clearTimer()
    else if (!wasRunning || restart) schedule()
    for (const listener of [...listeners]) listener()
  }

  function move(target: number, direction: 1 | -1, cause: MoveCause): boolean {
    if (state.count <= 1 || Date.now() < lockedUntil) return false
    lockedUntil = Date.now() + lockMs
    if (unlockTimer !== undefined) clearTimeout(unlockTimer)
    unlockTimer = setTimeout(() => {
      unlockTimer = undefined
      update({ locked: false })
    }, lockMs)
    update({ index: wrapIndex(target, state.count), direction, cause, moves: state.moves + 1, locked: true }, true)
    return true
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    start() {
      if (started) return
      started = true
      update({})
    },
    stop() {
      started = false
      if (unlockTimer !== undefined) clearTimeout(unlockTimer)
      unlockTimer = undefined
      lockedUntil = -Infinity
      update({ locked: false })
    },
    next: (cause = 'user') => move(state.index + 1, 1, cause),
    previous: (cause = 'user') => move(state.index - 1, -1, cause),
    goTo(index, cause = 'user') {
      const target = wrapIndex(Math.trunc(index), state.count)
      if (target === state.index) return false
      return move(target, target > state.index ? 1 : -1, cause)
    },
    setCount(count) {
      const safe = Math.max(0, Math.floor(count))
      if (safe === state.count) return
      update({ count: safe, index: wrapIndex(state.index, safe) })
    },
    setHovered: (hovered) => hovered !== state.hovered && update({ hovered }),
    setFocused: (focused) => focused !== state.focused && update({ focused }),
    setPlaying: (playing) => playing !== state.playing && update({ playing }),
    isLocked: () => Date.now() < lockedUntil,
  }
}

export interface TouchPoint {
  x: number
  y: number
}

/**
 * SPEC §4, §9 swipe: a touch that travels at least 16 px sideways (and more sideways than up or
 * down) is a swipe; left goes next, right goes previous. Touches that start within 25 px of either
 * screen edge are ignored: those belong to the browser's back and forward gestures.
 */
export function swipeAction(
  start: TouchPoint,
  end: TouchPoint,
  viewportWidth: number,
  threshold: number = sizes.swipeThresholdPx,
  edgeZone: number = sizes.swipeEdgeZonePx,
): 'next' | 'previous' | null {
  if (start.x < edgeZone || start.x > viewportWidth - edgeZone) return null
  const dx = end.x - start.x
  const dy = end.y - start.y
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null
  return dx < 0 ? 'next' : 'previous'
}
