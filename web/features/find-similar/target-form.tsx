import { Box, Button, chakra, Grid, Input } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { PlainSelect } from '../catalogue/public'
import { frontFlares, handCompatibilities, humpPlacements, mouseShapes, sideCurvatures } from '../../lib/api-types'
import { parseDecimalText } from '../../lib/typed-number'
import { validateFindSimilarSearch, type FindSimilarSearch } from './find-similar-search'

const figures = [
  { key: 'length', label: 'Length (mm)' },
  { key: 'width', label: 'Width (mm)' },
  { key: 'height', label: 'Height (mm)' },
  { key: 'weight', label: 'Weight (g)' },
] as const

const traits = [
  { key: 'shape', label: 'Shape', values: mouseShapes },
  { key: 'hand', label: 'Hand', values: handCompatibilities },
  { key: 'hump', label: 'Hump placement', values: humpPlacements },
  { key: 'flare', label: 'Front flare', values: frontFlares },
  { key: 'curve', label: 'Side curvature', values: sideCurvatures },
  { key: 'thumb', label: 'Thumb rest', values: ['yes', 'no'] },
  { key: 'ring', label: 'Ring-finger rest', values: ['yes', 'no'] },
] as const

type Draft = Record<string, string>

function draftFrom(search: FindSimilarSearch): Draft {
  const draft: Draft = {}
  for (const { key } of figures) draft[key] = search[key] === undefined ? '' : String(search[key])
  for (const { key } of traits) draft[key] = search[key] ?? ''
  return draft
}

const label = (value: string) => {
  const text = value.replace(/\s+-\s+/g, ', ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * Target figures typed in (instead of a mouse): any subset of length, width, height and weight
 * (mm, g) and shape traits. Garbage and out-of-range values are dropped or clamped by the same
 * validation the URL goes through.
 */
export interface TargetFormProps {
  initial: FindSimilarSearch
  onSubmit: (target: FindSimilarSearch) => void
}

export function TargetForm({ initial, onSubmit }: TargetFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftFrom(initial))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const raw: Record<string, unknown> = {}
    for (const { key } of figures) {
      const value = parseDecimalText(draft[key])
      if (value !== undefined) raw[key] = value
    }
    for (const { key } of traits) if (draft[key]) raw[key] = draft[key]
    onSubmit(validateFindSimilarSearch(raw))
  }
  return (
    <chakra.form onSubmit={submit} aria-label="Target dimensions" data-testid="target-form">
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
        {figures.map(({ key, label: text }) => (
          <Box key={key}>
            <chakra.label htmlFor={`target-${key}`} fontSize="sm" display="block" mb="1">
              {text}
            </chakra.label>
            <Input
              id={`target-${key}`}
              size="sm"
              inputMode="decimal"
              value={draft[key]}
              onChange={(event) => {
                const value = event.currentTarget.value
                setDraft((current) => ({ ...current, [key]: value }))
              }}
            />
          </Box>
        ))}
        {traits.map(({ key, label: text, values }) => (
          <Box key={key}>
            <chakra.label htmlFor={`target-${key}`} fontSize="sm" display="block" mb="1">
              {text}
            </chakra.label>
            <PlainSelect
              id={`target-${key}`}
              w="full"
              value={draft[key]}
              onChange={(event) => {
                const value = event.currentTarget.value
                setDraft((current) => ({ ...current, [key]: value }))
              }}
            >
              <option value="">Any</option>
              {values.map((value) => (
                <option key={value} value={value}>
                  {label(value)}
                </option>
              ))}
            </PlainSelect>
          </Box>
        ))}
      </Grid>
      <Button type="submit" mt="3" w="full">
        Find similar mice
      </Button>
    </chakra.form>
  )
}
