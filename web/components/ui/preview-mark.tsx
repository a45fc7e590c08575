import { lazy, Suspense } from 'react'

// A preview row is rare (an editor's test object, SPEC §4): its mark loads only when one is shown,
// so no page's first load pays for it.
const PreviewMarkBadge = lazy(() => import('./preview-mark-badge'))

/**
 * The mark of a test-mode object (SPEC §4) wherever it appears: a card, a table row, a compare
 * column, a promo slide. Compact where space is short: 'Preview', with the full label for
 * assistive technology and on hover.
 */
export function PreviewMark({ compact = false }: { compact?: boolean }) {
  return (
    <Suspense fallback={null}>
      <PreviewMarkBadge compact={compact} />
    </Suspense>
  )
}
