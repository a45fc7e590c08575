import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { authMessages } from '../../lib/auth-messages'
import { deleteComparison, saveComparison, savedComparisonFor, useUserItems } from './user-items-store'

export interface SaveComparisonProps {
  /** The compare page's `p` value. */
  compareParam: string
  /** The products it shows, in order. */
  productHandles: readonly string[]
  /** A name for the list of saved comparisons (defaults to the products' names there). */
  name?: string
  category?: string
}

/** Saves the comparison on screen (or, pressed again, removes it). */
export function SaveComparisonControl({ compareParam, productHandles, name, category = 'mouse' }: SaveComparisonProps) {
  const { items, syncing } = useUserItems()
  const [busy, setBusy] = useState(false)
  const saved = savedComparisonFor(items, category, compareParam)
  const disabled = compareParam === '' || productHandles.length === 0
  return (
    <Button
      size="sm"
      variant={saved ? 'solid' : 'outline'}
      aria-pressed={saved !== undefined}
      loading={busy}
      disabled={disabled || syncing}
      onClick={async () => {
        setBusy(true)
        if (saved) await deleteComparison(saved.id)
        else await saveComparison({ category, compareParam, productHandles, name })
        setBusy(false)
      }}
      data-testid="save-comparison"
    >
      <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={saved ? 'M17 3H7a2 2 0 0 0-2 2v16l7-3 7 3V5a2 2 0 0 0-2-2z' : 'M17 3H7a2 2 0 0 0-2 2v16l7-3 7 3V5a2 2 0 0 0-2-2zm0 15-5-2.18L7 18V5h10v13z'} />
      </svg>
      {saved ? authMessages.savedComparison : authMessages.saveComparison}
    </Button>
  )
}

export default SaveComparisonControl
