/**
 * "Recently viewed", the compare selection and review links for mice, shared by /mouse/browse and
 * /mouse/find-similar (public module of the mice feature).
 */
import { Button } from '@chakra-ui/react'
import { useMemo } from 'react'
import { AppLink } from '../ui/app-link'
import { RecentList } from '../ui/recent-list'
import { useStoredList } from '../ui/stored-list'
import type { MouseRow, ReviewRow } from '../../../lib/api-types'
import { productName } from '../../../lib/product-name'
import { compareSelectionStore, mousePageHref, recentMouseHandlesStore } from './mouse-selection'

/** handle → row, built once per list. */
export function useMiceByHandle(mice: readonly MouseRow[]): Map<string, MouseRow> {
  return useMemo(() => new Map(mice.map((row) => [row.general__handle, row])), [mice])
}

/** The compare selection as a set of handles (re-renders on change). */
export function useCompareHandles(): ReadonlySet<string> {
  const list = useStoredList(compareSelectionStore)
  return useMemo(() => new Set(list), [list])
}

/** The review a mouse links to: one about it (or its family), else one that mentions it. */
export interface ReviewLink {
  slug: string
  title: string
  /** true: the review is about this mouse or its family ("Read the review"); false: it only mentions it. */
  about: boolean
}

/**
 * handle → the review to offer on that mouse. A review about the mouse wins over one that only
 * mentions it; among equals, the first in the list (newest first) wins.
 */
export function reviewLinksByHandle(reviews: readonly ReviewRow[] | undefined): Map<string, ReviewLink> {
  const map = new Map<string, ReviewLink>()
  for (const review of reviews ?? []) {
    for (const handle of review.product_handles ?? []) {
      if (!map.get(handle)?.about) map.set(handle, { slug: review.slug, title: review.title, about: true })
    }
  }
  for (const review of reviews ?? []) {
    for (const handle of review.mentioned_handles ?? []) {
      if (!map.has(handle)) map.set(handle, { slug: review.slug, title: review.title, about: false })
    }
  }
  return map
}

/** Recently viewed mice, each a link to its own page; `exclude`: the mouse on screen. */
export function RecentMice({ miceByHandle, exclude }: { miceByHandle: ReadonlyMap<string, MouseRow>; exclude?: string }) {
  const handles = useStoredList(recentMouseHandlesStore)
  const items = handles.flatMap((handle) => {
    const row = handle === exclude ? undefined : miceByHandle.get(handle)
    return row ? [{ id: handle, label: productName(row) }] : []
  })
  return (
    <RecentList
      items={items}
      renderLink={(item) => (
        <Button asChild size="xs" variant="outline">
          <AppLink href={mousePageHref(miceByHandle.get(item.id)!)}>{item.label}</AppLink>
        </Button>
      )}
    />
  )
}
