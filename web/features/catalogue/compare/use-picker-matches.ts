import { useEffect, useMemo, useState } from 'react'

type MatchesModule = typeof import('./picker-matches')
let matchesModule: MatchesModule | undefined
let matchesLoading: Promise<MatchesModule> | undefined

/**
 * The pickers' search rule (./picker-matches.ts, with the typo-tolerant matcher), loaded when the
 * visitor first types or focuses a picker, not with the page: a compare page's first load carries
 * no search code (it had none before the pickers shared one rule).
 */
export function loadPickerMatches(): Promise<MatchesModule> {
  matchesLoading ??= import('./picker-matches').then(
    (module) => (matchesModule = module),
    (error: unknown) => {
      matchesLoading = undefined
      throw error
    },
  )
  return matchesLoading
}

/**
 * The items matching `query` by the one picker rule, best first, at most `limit`; `ready` is false
 * while the rule's code is still on its way (then there are no results yet, rather than none).
 */
export function usePickerMatches<Item>(
  items: readonly Item[],
  nameOf: (item: Item) => string,
  handleOf: ((item: Item) => string) | undefined,
  query: string,
  limit = 8,
): { matches: Item[]; ready: boolean } {
  const [module, setModule] = useState(matchesModule)
  const wanted = query.trim() !== ''
  useEffect(() => {
    if (module || !wanted) return
    let live = true
    loadPickerMatches().then(
      (loaded) => live && setModule(loaded),
      // A failed download leaves the picker without results; the next keystroke tries again.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [module, wanted, query])
  const index = useMemo(() => (module && wanted ? module.pickerIndex(items, nameOf, handleOf) : undefined), [module, wanted, items, nameOf, handleOf])
  const matches = useMemo(() => (module && index ? module.pickerMatches(index, query, limit) : []), [module, index, query, limit])
  return { matches, ready: module !== undefined }
}
