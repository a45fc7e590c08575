import { describe, expect, it, vi } from 'vitest'
import { chunkReloadStorageKey, isChunkLoadError, reloadOnceForChunkError } from '../../web/lib/chunk-reload'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data }
}

describe('chunk-load failure reload guard', () => {
  it('recognises the browsers’ chunk-load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })

  it('reloads once, then not again within 10 s, then again after', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    expect(reloadOnceForChunkError(1_000, storage, reload)).toBe(true)
    expect(reloadOnceForChunkError(5_000, storage, reload)).toBe(false)
    expect(reloadOnceForChunkError(10_999, storage, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(reloadOnceForChunkError(11_000, storage, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('ignores a garbage or future timestamp and never reloads without working storage', () => {
    const reload = vi.fn()
    expect(reloadOnceForChunkError(1_000, memoryStorage({ [chunkReloadStorageKey]: 'garbage' }), reload)).toBe(true)
    expect(reloadOnceForChunkError(1_000, memoryStorage({ [chunkReloadStorageKey]: '99999999' }), reload)).toBe(true)
    const broken = { getItem: () => null, setItem: () => { throw new Error('quota') } }
    expect(reloadOnceForChunkError(1_000, broken, reload)).toBe(false)
    expect(reloadOnceForChunkError(1_000, undefined, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
