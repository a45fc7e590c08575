import { parseTestObject, queryValuesFromSearch, type TestObject, type TestProduct, type TestPromo } from './test-mode'

const storageKey = 'testDbObject'

let active: TestObject | null | undefined

function readStored(storage: Storage | undefined): TestObject | null {
  try {
    const raw = storage?.getItem(storageKey)
    if (!raw) return null
    const value = JSON.parse(raw) as TestObject
    return value && (value.type === 'promo' || value.type === 'product') ? value : null
  } catch {
    return null
  }
}

/**
 * The test object of this visit: taken from the query string when test mode is on, and kept in
 * session storage so it stays part of the catalogue while the editor browses and compares.
 */
export function initTestObject(search: string, storage: Storage | undefined): TestObject | null {
  const fromQuery = parseTestObject(queryValuesFromSearch(search))
  if (fromQuery) {
    try {
      storage?.setItem(storageKey, JSON.stringify(fromQuery))
    } catch {
      // Storage blocked: the preview lasts for this page only.
    }
    active = fromQuery
  } else {
    active = readStored(storage)
  }
  return active
}

export function activeTestObject(): TestObject | null {
  if (active === undefined) {
    active = typeof window === 'undefined' ? null : initTestObject(window.location.search, safeSessionStorage())
  }
  return active
}

export function activeTestProduct(): TestProduct | null {
  const object = activeTestObject()
  return object?.type === 'product' ? object.product : null
}

export function activeTestPromo(): TestPromo | null {
  const object = activeTestObject()
  return object?.type === 'promo' ? object.promo : null
}

/** Ends the preview (and forgets the stored object). */
export function clearTestObject(storage: Storage | undefined = safeSessionStorage()): void {
  active = null
  try {
    storage?.removeItem(storageKey)
  } catch {
    // nothing stored
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** Puts the test product first, replacing a published row with the same handle (a preview of an edit). */
export function withTestProduct<Row extends { general__handle: string | null; general__category?: string | null }>(
  rows: Row[],
  product: TestProduct | null,
  category: TestProduct['general__category'],
): Row[] {
  if (!product || product.general__category !== category) return rows
  return [product as unknown as Row, ...rows.filter((row) => row.general__handle !== product.general__handle)]
}
