import { describe, expect, it } from 'vitest'
import {
  emptyUserItems,
  findComparison,
  isFavourite,
  mergePayload,
  parseUserItems,
  recentMouseHandlesOf,
  withComparison,
  withFavourite,
  withoutComparison,
  type SavedComparison,
} from '../../web/features/auth/user-items'
import { parseFavourites, parseSavedComparisons, savedItemKeys } from '../../web/lib/storage-keys'

const comparison = (compareParam: string, id = compareParam): SavedComparison => ({
  id,
  category: 'mouse',
  compareParam,
  productHandles: ['a', 'b'],
  name: null,
  createdAt: '2026-11-01T00:00:00.000Z',
})

describe('storage keys for saved items', () => {
  it('has its own keys', () => {
    expect(savedItemKeys).toEqual({ savedComparisons: 'savedComparisons', favouriteProducts: 'favouriteProducts' })
  })
  it.each([null, '', 'not json', '{}', '42', '"x"', 'null'])('reads garbage %j as nothing', (raw) => {
    expect(parseSavedComparisons(raw)).toEqual([])
    expect(parseFavourites(raw)).toEqual([])
  })
  it('keeps the good entries of a saved-comparison list, one per category and p', () => {
    const raw = JSON.stringify([
      { id: '1', category: 'mouse', compareParam: 'A-vs.-B', productHandles: ['a', 'b', 'a', 7, ''], name: 'Pair', createdAt: '2026-11-01T00:00:00Z' },
      { id: '2', compareParam: 'A-vs.-B', productHandles: ['a'] },
      { compareParam: 'C', productHandles: ['c'], createdAt: 'yesterday' },
      { compareParam: '', productHandles: ['x'] },
      { compareParam: 'D', productHandles: [] },
      { compareParam: 'E', productHandles: 'e' },
      null,
      'x',
    ])
    const parsed = parseSavedComparisons(raw)
    expect(parsed.map((item) => item.compareParam)).toEqual(['A-vs.-B', 'C'])
    expect(parsed[0]).toEqual({ id: '1', category: 'mouse', compareParam: 'A-vs.-B', productHandles: ['a', 'b'], name: 'Pair', createdAt: '2026-11-01T00:00:00Z' })
    expect(parsed[1]).toMatchObject({ category: 'mouse', name: null, createdAt: '1970-01-01T00:00:00.000Z' })
    expect(parsed[1]!.id).toMatch(/^local-/)
  })
  it('keeps the good entries of a favourites list, one per category and handle', () => {
    const raw = JSON.stringify([{ productHandle: 'a' }, { productHandle: 'a', category: 'mouse' }, { productHandle: 'a', category: 'mouse_sensor' }, { productHandle: '' }, { x: 1 }])
    expect(parseFavourites(raw).map((item) => `${item.category}:${item.productHandle}`)).toEqual(['mouse:a', 'mouse_sensor:a'])
  })
})

describe('parseUserItems (api.user_items / api.merge_user_items)', () => {
  it('reads the account document', () => {
    expect(
      parseUserItems({
        comparisons: [{ id: 'u1', category: 'mouse', compare_param: 'A-vs.-B', product_handles: ['a', 'b'], name: null, created_at: 't' }],
        favourites: [{ category: 'mouse', product_handle: 'a', created_at: 't' }],
        recent: [{ category: 'mouse', product_handle: 'c', viewed_at: 't' }],
      }),
    ).toEqual({
      comparisons: [{ id: 'u1', category: 'mouse', compareParam: 'A-vs.-B', productHandles: ['a', 'b'], name: null, createdAt: 't' }],
      favourites: [{ category: 'mouse', productHandle: 'a', createdAt: 't' }],
      recent: [{ category: 'mouse', productHandle: 'c', viewedAt: 't' }],
    })
  })
  it.each([null, 'x', [], { comparisons: 'x', favourites: [null, 1, {}], recent: [{ product_handle: 3 }] }])('drops garbage: %j', (body) => {
    expect(parseUserItems(body)).toEqual(emptyUserItems)
  })
})

describe('mergePayload', () => {
  it('sends this device’s items with the names the api functions expect; recent mice keep their order', () => {
    const payload = mergePayload(
      { comparisons: [comparison('A-vs.-B')], favourites: [{ category: 'mouse', productHandle: 'a', createdAt: 't' }], recentMouseHandles: ['x', 'y'] },
      new Date('2026-11-22T12:00:00Z'),
    )
    expect(payload).toEqual({
      comparisons: [{ category: 'mouse', compare_param: 'A-vs.-B', product_handles: ['a', 'b'], name: null, created_at: '2026-11-01T00:00:00.000Z' }],
      favourites: [{ category: 'mouse', product_handle: 'a', created_at: 't' }],
      recent: [
        { category: 'mouse', product_handle: 'x', viewed_at: '2026-11-22T12:00:00.000Z' },
        { category: 'mouse', product_handle: 'y', viewed_at: '2026-11-22T11:59:59.000Z' },
      ],
    })
  })
})

describe('list operations', () => {
  it('adds comparisons newest first without duplicates, and removes them', () => {
    let list = withComparison([], comparison('A', '1'))
    list = withComparison(list, comparison('B', '2'))
    list = withComparison(list, { ...comparison('A', '3'), name: 'renamed' })
    expect(list.map((item) => item.id)).toEqual(['3', '2'])
    expect(findComparison(list, 'mouse', 'A')?.name).toBe('renamed')
    expect(findComparison(list, 'mouse_sensor', 'A')).toBeUndefined()
    expect(withoutComparison(list, '2').map((item) => item.id)).toEqual(['3'])
  })
  it('marks and unmarks favourites', () => {
    const now = new Date('2026-11-22T00:00:00Z')
    let list = withFavourite([], 'mouse', 'a', true, now)
    list = withFavourite(list, 'mouse', 'a', true, now)
    expect(list).toHaveLength(1)
    expect(isFavourite(list, 'mouse', 'a')).toBe(true)
    list = withFavourite(list, 'mouse', 'a', false, now)
    expect(isFavourite(list, 'mouse', 'a')).toBe(false)
  })
  it('reads the recent mice, newest first, without duplicates', () => {
    const items = {
      ...emptyUserItems,
      recent: [
        { category: 'mouse', productHandle: 'a', viewedAt: '' },
        { category: 'mouse_sensor', productHandle: 's', viewedAt: '' },
        { category: 'mouse', productHandle: 'b', viewedAt: '' },
        { category: 'mouse', productHandle: 'a', viewedAt: '' },
      ],
    }
    expect(recentMouseHandlesOf(items, 12)).toEqual(['a', 'b'])
    expect(recentMouseHandlesOf(items, 1)).toEqual(['a'])
  })
})
