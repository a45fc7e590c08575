import { Box, Flex, Text } from '@chakra-ui/react'
import { useEffect, useId, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react'
import * as v from 'valibot'
import { clamp, type NumberRange } from '../../../lib/search-params'
import { decimalValue } from '../../../lib/url-values'

export interface RangeFilterProps {
  label: string
  /** e.g. 'mm', 'g'. */
  unit?: string
  /** The smallest and largest value in the catalogue: the slider's ends. */
  domain: { min: number; max: number }
  step?: number
  value: NumberRange | undefined
  /** Called with the new range, or undefined when it covers the whole domain (no filter). */
  onChange: (range: NumberRange | undefined) => void
}

/**
 * Normalizes a range the user asked for against the domain: ends clamped into it, reversed ends
 * swapped, an end at the domain's edge dropped (open), nothing left → undefined (no filter).
 */
export function normalizeRange(range: NumberRange | undefined, domain: { min: number; max: number }): NumberRange | undefined {
  if (!range) return undefined
  let min = range.min !== undefined && Number.isFinite(range.min) ? clamp(range.min, domain.min, domain.max) : undefined
  let max = range.max !== undefined && Number.isFinite(range.max) ? clamp(range.max, domain.min, domain.max) : undefined
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min]
  if (min !== undefined && min <= domain.min) min = undefined
  if (max !== undefined && max >= domain.max) max = undefined
  if (min === undefined && max === undefined) return undefined
  const out: NumberRange = {}
  if (min !== undefined) out.min = min
  if (max !== undefined) out.max = max
  return out
}

/** A slider's input: its track and thumb are plain CSS (web/index.html .range-slider), not the page's script. */
function SliderInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input className="range-slider" {...props} />
}

/**
 * A number range filter: a two-thumb slider over the catalogue's domain plus two number inputs.
 * The slider commits when released (or per key press); the inputs on Enter or leaving the field.
 * Input is clamped to the domain, reversed ends are swapped, and garbage is ignored (the field
 * goes back to the current value). An end at the domain's edge means "no limit".
 */
export function RangeFilter({ label, unit, domain, step = 1, value, onChange }: RangeFilterProps) {
  const id = useId()
  const committedMin = value?.min ?? domain.min
  const committedMax = value?.max ?? domain.max
  const [draft, setDraft] = useState({ min: committedMin, max: committedMax })
  const [texts, setTexts] = useState({ min: String(committedMin), max: String(committedMax) })
  useEffect(() => {
    // Same values keep the same objects, so mounting does not render the filter a second time.
    setDraft((current) => (current.min === committedMin && current.max === committedMax ? current : { min: committedMin, max: committedMax }))
    setTexts((current) =>
      current.min === String(committedMin) && current.max === String(committedMax) ? current : { min: String(committedMin), max: String(committedMax) },
    )
  }, [committedMin, committedMax])

  const commit = (next: NumberRange) => {
    const normalized = normalizeRange(next, domain)
    if (normalized?.min === value?.min && normalized?.max === value?.max) {
      // Nothing changed (or garbage): show the current value again.
      setDraft({ min: committedMin, max: committedMax })
      setTexts({ min: String(committedMin), max: String(committedMax) })
      return
    }
    onChange(normalized)
  }
  const commitText = (side: 'min' | 'max') => {
    const parsed = v.parse(decimalValue, texts[side])
    if (parsed === undefined) {
      setTexts({ min: String(committedMin), max: String(committedMax) })
      return
    }
    commit({ min: side === 'min' ? parsed : committedMin, max: side === 'max' ? parsed : committedMax })
  }
  const onTextKey = (side: 'min' | 'max') => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitText(side)
  }
  const commitSlider = () => commit(draft)
  const span = domain.max - domain.min || 1
  const left = ((draft.min - domain.min) / span) * 100
  const right = ((draft.max - domain.min) / span) * 100
  const suffix = unit ? ` (${unit})` : ''

  return (
    <Box role="group" aria-labelledby={`${id}-label`} data-testid={`range-${label}`}>
      <Text id={`${id}-label`} srOnly>
        {label}
        {suffix}
      </Text>
      <Box position="relative" h="24px" mx="2">
        <div className="range-track" />
        <div className="range-track range-fill" style={{ left: `${left}%`, width: `${Math.max(0, right - left)}%` }} />
        <SliderInput
          type="range"
          aria-label={`Minimum ${label.toLowerCase()}${suffix}`}
          min={domain.min}
          max={domain.max}
          step={step}
          value={draft.min}
          // Both thumbs at the top end: the minimum's must be the one on top, or it cannot be dragged.
          style={{ zIndex: left > 50 ? 2 : 1 }}
          onChange={(event) => {
            const next = Math.min(Number(event.currentTarget.value), draft.max)
            setDraft((current) => ({ ...current, min: next }))
            setTexts((current) => ({ ...current, min: String(next) }))
          }}
          onPointerUp={commitSlider}
          onKeyUp={commitSlider}
          onBlur={commitSlider}
        />
        <SliderInput
          type="range"
          aria-label={`Maximum ${label.toLowerCase()}${suffix}`}
          min={domain.min}
          max={domain.max}
          step={step}
          value={draft.max}
          onChange={(event) => {
            const next = Math.max(Number(event.currentTarget.value), draft.min)
            setDraft((current) => ({ ...current, max: next }))
            setTexts((current) => ({ ...current, max: String(next) }))
          }}
          onPointerUp={commitSlider}
          onKeyUp={commitSlider}
          onBlur={commitSlider}
        />
      </Box>
      <Flex gap="2" align="center" mt="2">
        <input
          className="range-number"
          type="text"
          inputMode="decimal"
          aria-label={`Minimum ${label.toLowerCase()}${suffix}, number`}
          value={texts.min}
          onChange={(event) => {
            const text = event.currentTarget.value
            setTexts((current) => ({ ...current, min: text }))
          }}
          onBlur={() => commitText('min')}
          onKeyDown={onTextKey('min')}
        />
        <Text as="span" color="fg.muted" aria-hidden="true">
          –
        </Text>
        <input
          className="range-number"
          type="text"
          inputMode="decimal"
          aria-label={`Maximum ${label.toLowerCase()}${suffix}, number`}
          value={texts.max}
          onChange={(event) => {
            const text = event.currentTarget.value
            setTexts((current) => ({ ...current, max: text }))
          }}
          onBlur={() => commitText('max')}
          onKeyDown={onTextKey('max')}
        />
        {unit && (
          <Text as="span" color="fg.muted" fontSize="sm" flexShrink={0}>
            {unit}
          </Text>
        )}
      </Flex>
    </Box>
  )
}
