import { Box, chakra } from '@chakra-ui/react'
import { TextInput } from '../../../components/ui/text-input'
import { useEffect, useId, useRef, useState } from 'react'
import { createTypedEchoes } from './typed-echoes'

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
 * The search box of a browse page or picker. Typing is local and reported after a short pause, so
 * the results (and the URL) follow without re-filtering on every key. A value that comes back is
 * only taken over when it is not the echo of a report (typed-echoes.ts): back/forward or a "clear"
 * button replace the text, the page's own echo never overwrites what was typed since. Matching
 * itself is the typo-tolerant helper in text-search.ts.
 */
export function SearchInput({ label, value, onChange, placeholder, delay = 150, hideLabel = false }: SearchInputProps) {
  const id = useId()
  const [draft, setDraft] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(onChange)
  latest.current = onChange
  const [echoes] = useState(createTypedEchoes)
  useEffect(() => {
    if (!echoes.isEcho(value)) setDraft(value)
  }, [echoes, value])
  useEffect(() => () => clearTimeout(timer.current), [])
  const send = (next: string) => {
    echoes.sent(next)
    latest.current(next)
  }
  const report = (next: string) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => send(next), delay)
  }
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="semibold" mb="1" srOnly={hideLabel}>
        {label}
      </chakra.label>
      <TextInput
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
            send(draft)
          }
        }}
      />
    </Box>
  )
}
