import { Box, Button, chakra, Flex, Grid, Input, Text } from '@chakra-ui/react'
import { useId, useState, type FormEvent } from 'react'
import { fromMm, gripLabels, grips, lengthUnits, toMm as typedToMm, type Grip, type HandField, type HandProfile, type LengthUnit } from '../../lib/hand-profile'
import { parseTypedNumber } from '../../lib/typed-number'
import { gripDescriptions, handFormText } from './fit-text'
import { validateHandForm } from './hand-form-validation'

interface Draft {
  length: string
  breadth: string
  grip: Grip | ''
}

function shown(mm: number, unit: LengthUnit): string {
  return String(fromMm(mm, unit))
}

function draftOf(hand: HandProfile | null, unit: LengthUnit): Draft {
  return hand ? { length: shown(hand.lengthMm, unit), breadth: shown(hand.breadthMm, unit), grip: hand.grip } : { length: '', breadth: '', grip: '' }
}

function toMm(text: string, unit: LengthUnit): number | undefined {
  const value = parseTypedNumber(text)
  if (value === undefined) return undefined
  return typedToMm(value, unit)
}

/** The value shown in the other unit (left as typed when it is not a number). */
function convert(text: string, from: LengthUnit, to: LengthUnit): string {
  if (from === to) return text
  const mm = toMm(text, from)
  return mm === undefined ? text : shown(mm, to)
}

export interface HandFormProps {
  /** The hand shown when the form opens (null: empty form). */
  hand: HandProfile | null
  unit: LengthUnit
  onSubmit: (hand: HandProfile) => void
  onUnitChange: (unit: LengthUnit) => void
  /** Shown (as "Clear my hand") only when there is a hand to clear. */
  onClear?: () => void
}

/**
 * Hand length and breadth in millimetres, centimetres or inches (the unit switch converts the values shown;
 * the hand is always kept in mm), and the grip. Validated as the URL and storage are
 * (hand-form-validation.ts): a value out of bounds is refused with a message, never clamped.
 */
export function HandForm({ hand, unit, onSubmit, onUnitChange, onClear }: HandFormProps) {
  const id = 'hand' + useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const [draft, setDraft] = useState<Draft>(() => draftOf(hand, unit))
  const [shownUnit, setShownUnit] = useState<LengthUnit>(unit)
  const [errors, setErrors] = useState<Partial<Record<HandField, string>>>({})

  const switchUnit = (next: LengthUnit) => {
    if (next === shownUnit) return
    setDraft((current) => ({ ...current, length: convert(current.length, shownUnit, next), breadth: convert(current.breadth, shownUnit, next) }))
    setShownUnit(next)
    setErrors({})
    onUnitChange(next)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = validateHandForm(draft, shownUnit)
    if ('hand' in result) {
      setErrors({})
      onSubmit(result.hand)
      return
    }
    setErrors(result.errors)
    // Focus the first field to correct, as a screen reader user expects.
    const first = result.invalid[0]
    const target = first === 'lengthMm' ? `${id}-length` : first === 'breadthMm' ? `${id}-breadth` : `${id}-grip-${draft.grip || 'palm'}`
    globalThis.document?.getElementById(target)?.focus()
  }

  const field = (key: 'length' | 'breadth', error: string | undefined) => (
    <Box>
      <chakra.label htmlFor={`${id}-${key}`} fontSize="sm" fontWeight="medium" display="block" mb="1">
        {key === 'length' ? handFormText.lengthLabel(shownUnit) : handFormText.breadthLabel(shownUnit)}
      </chakra.label>
      <Input
        id={`${id}-${key}`}
        name={key}
        inputMode="decimal"
        autoComplete="off"
        value={draft[key]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${key}-error` : undefined}
        onChange={(event) => {
          const value = event.currentTarget.value
          setDraft((current) => ({ ...current, [key]: value }))
        }}
        data-testid={`hand-${key}`}
      />
      {error && (
        <Text id={`${id}-${key}-error`} fontSize="sm" color="fg.error" mt="1">
          {error}
        </Text>
      )}
    </Box>
  )

  return (
    <chakra.form onSubmit={submit} noValidate aria-label={handFormText.legend} data-testid="hand-form">
      <Flex align="center" gap="3" mb="4" wrap="wrap">
        <Text as="span" id={`${id}-unit`} fontSize="sm" fontWeight="medium">
          {handFormText.unitLabel}
        </Text>
        <Flex role="group" aria-labelledby={`${id}-unit`} gap="1">
          {lengthUnits.map((option) => (
            <Button key={option} type="button" size="xs" variant={shownUnit === option ? 'solid' : 'outline'} aria-pressed={shownUnit === option} onClick={() => switchUnit(option)} data-testid={`hand-unit-${option}`}>
              {handFormText.unitNames[option]}
            </Button>
          ))}
        </Flex>
      </Flex>
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3" mb="4">
        {field('length', errors.lengthMm)}
        {field('breadth', errors.breadthMm)}
      </Grid>
      <chakra.fieldset border="0" p="0" m="0" mb="4" aria-describedby={errors.grip ? `${id}-grip-error` : undefined}>
        <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
          {handFormText.gripLegend}
        </chakra.legend>
        <Flex direction="column" gap="2">
          {grips.map((grip) => (
            <chakra.label
              key={grip}
              htmlFor={`${id}-grip-${grip}`}
              display="flex"
              gap="3"
              alignItems="flex-start"
              borderWidth="1px"
              borderColor={draft.grip === grip ? 'brand.solid' : 'border'}
              rounded="md"
              px="3"
              py="2"
              cursor="pointer"
              css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } }}
            >
              <chakra.input
                type="radio"
                id={`${id}-grip-${grip}`}
                name={`${id}-grip`}
                value={grip}
                checked={draft.grip === grip}
                onChange={() => setDraft((current) => ({ ...current, grip }))}
                mt="1"
                css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
                data-testid={`hand-grip-${grip}`}
              />
              <Box>
                <Text as="span" display="block" fontWeight="semibold" fontSize="sm">
                  {gripLabels[grip]}
                </Text>
                <Text as="span" display="block" fontSize="sm" color="fg.muted">
                  {gripDescriptions[grip]}
                </Text>
              </Box>
            </chakra.label>
          ))}
        </Flex>
        {errors.grip && (
          <Text id={`${id}-grip-error`} fontSize="sm" color="fg.error" mt="1">
            {errors.grip}
          </Text>
        )}
      </chakra.fieldset>
      <Flex gap="2" wrap="wrap">
        <Button type="submit" data-testid="hand-save">
          {handFormText.save}
        </Button>
        {hand && onClear && (
          <Button type="button" variant="outline" onClick={onClear} data-testid="hand-clear">
            {handFormText.clear}
          </Button>
        )}
      </Flex>
    </chakra.form>
  )
}
