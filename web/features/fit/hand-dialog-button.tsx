/**
 * A button that opens the hand dialog (./hand-dialog.tsx, loaded on the first press) in place:
 * the compare page sets or changes the visitor's hand without leaving the comparison (issue 31).
 * Styled as the link it replaces (web/index.html .link-button).
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { loadHandDialog } from './compare-hand-loader'

const HandDialog = lazy(loadHandDialog)

export function HandDialogButton({ children, onSet }: { children: ReactNode; /** A hand was set or cleared in the dialog. */ onSet?: () => void }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button ref={ref} type="button" className="link-button" onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="set-hand-button">
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <HandDialog
            onClose={(set) => {
              setOpen(false)
              ref.current?.focus()
              if (set) onSet?.()
            }}
          />
        </Suspense>
      )}
    </>
  )
}
