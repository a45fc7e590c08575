import { Box, chakra, Input } from '@chakra-ui/react'
import { useEffect, useId, useRef, useState } from 'react'

export interface SearchInputProps {
  label: string
  value: string
  /** Called after typing pauses for `delay` ms (and at once on Enter). */
  onChange: (value: string) => void
  placeholder?: string
  delay?: number
  /** Visible label (default) or only for screen readers. */
  hideLabel?: boolean
}

/**
 * The search box of a browse page. Typing is local and reported after a short pause, so the
 * results (and the URL) follow without re-filtering on every key; a value changed from outside
 * (back/forward) is taken over. Matching itself is the typo-tolerant helper in text-search.ts.
 */
export function SearchInput({ label, value, onChange, placeholder, delay = 150, hideLabel = false }: SearchInputProps) {
  const id = useId()
  const [draft, setDraft] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(onChange)
  latest.current = onChange
  useEffect(() => {
    setDraft(value)
  }, [value])
  useEffect(() => () => clearTimeout(timer.current), [])
  const report = (next: string) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => latest.current(next), delay)
  }
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="semibold" mb="1" srOnly={hideLabel}>
        {label}
      </chakra.label>
      <Input
        id={id}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={draft}
        placeholder={placeholder}
        onChange={(event) => {
          setDraft(event.currentTarget.value)
          report(event.currentTarget.value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            clearTimeout(timer.current)
            latest.current(draft)
          }
        }}
      />
    </Box>
  )
}
