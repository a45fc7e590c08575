import { Box, Button, chakra, Flex, Text, VisuallyHidden } from '@chakra-ui/react'
import { FilterSection } from '../catalogue/public'
import {
  defaultTolerances,
  defaultWeights,
  dimensionLabels,
  dimensionUnits,
  numericDimensions,
  similarityDimensions,
  toleranceBounds,
  weightBounds,
  type NumericDimension,
  type Tolerances,
  type Weights,
} from './similarity'

const isNumeric = (dimension: string): dimension is NumericDimension => (numericDimensions as readonly string[]).includes(dimension)

const Slider = chakra('input', {
  base: {
    width: '100%',
    accentColor: 'var(--chakra-colors-brand-solid)',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
})

export interface SimilaritySettingsProps {
  weights: Weights
  tolerances: Tolerances
  /** The weight of the fit for the visitor's hand; undefined when no hand is set (no slider then). */
  fitWeight?: number
  onChange: (weights: Weights, tolerances: Tolerances, fitWeight: number) => void
}

/**
 * How much each dimension counts (0 = ignored … 5) and, for the figures, the difference that still
 * counts as "the same". Native sliders: arrow keys, Home/End and screen readers work as usual; each
 * has its own label naming the dimension and what it sets ("Length: weight", "Length: Tolerance ± 1 mm").
 */
export function SimilaritySettings({ weights, tolerances, fitWeight, onChange }: SimilaritySettingsProps) {
  const fit = fitWeight ?? 0
  const changed =
    similarityDimensions.some((dimension) => weights[dimension] !== defaultWeights[dimension]) ||
    numericDimensions.some((dimension) => tolerances[dimension] !== defaultTolerances[dimension]) ||
    fit !== 0
  return (
    <Box borderWidth="1px" borderColor="border" rounded="lg" px="4" py="2">
      <FilterSection title="Weights and tolerances" defaultOpen={changed}>
        <Text fontSize="xs" color="fg.muted" mb="3">
          Weight: how much a dimension counts (0 ignores it). Tolerance: a difference up to this counts as none.
        </Text>
        <Flex direction="column" gap="3">
          {similarityDimensions.map((dimension) => (
            <Box key={dimension}>
              <Flex justify="space-between" fontSize="sm">
                <chakra.label htmlFor={`weight-${dimension}`}>
                  {dimensionLabels[dimension]}
                  <VisuallyHidden>: weight</VisuallyHidden>
                </chakra.label>
                <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">
                  ×{weights[dimension]}
                </Text>
              </Flex>
              <Slider
                id={`weight-${dimension}`}
                type="range"
                min={weightBounds.min}
                max={weightBounds.max}
                step={0.5}
                value={weights[dimension]}
                aria-valuetext={`weight ${weights[dimension]}`}
                onChange={(event) => onChange({ ...weights, [dimension]: Number(event.currentTarget.value) }, tolerances, fit)}
              />
              {isNumeric(dimension) && (
                <Flex align="center" gap="2" fontSize="xs" color="fg.muted">
                  <chakra.label htmlFor={`tolerance-${dimension}`} flexShrink={0}>
                    <VisuallyHidden>{dimensionLabels[dimension]}:</VisuallyHidden> Tolerance ± {tolerances[dimension]} {dimensionUnits[dimension]}
                  </chakra.label>
                  <Slider
                    id={`tolerance-${dimension}`}
                    type="range"
                    min={toleranceBounds[dimension].min}
                    max={toleranceBounds[dimension].max}
                    step={toleranceBounds[dimension].step}
                    value={tolerances[dimension]}
                    aria-valuetext={`${tolerances[dimension]} ${dimensionUnits[dimension]}`}
                    onChange={(event) => onChange(weights, { ...tolerances, [dimension]: Number(event.currentTarget.value) }, fit)}
                  />
                </Flex>
              )}
            </Box>
          ))}
          {fitWeight !== undefined && (
            <Box data-testid="fit-weight">
              <Flex justify="space-between" fontSize="sm">
                <chakra.label htmlFor="weight-fit">
                  Fit to your hand
                  <VisuallyHidden>: weight</VisuallyHidden>
                </chakra.label>
                <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">
                  ×{fit}
                </Text>
              </Flex>
              <Slider
                id="weight-fit"
                type="range"
                min={weightBounds.min}
                max={weightBounds.max}
                step={0.5}
                value={fit}
                aria-valuetext={`weight ${fit}`}
                onChange={(event) => onChange(weights, tolerances, Number(event.currentTarget.value))}
              />
              <Text fontSize="xs" color="fg.muted">
                0 leaves the fit out; above 0, mice that fit your hand better move up (mice without enough data for a fit score are compared on the rest).
              </Text>
            </Box>
          )}
        </Flex>
        <Button size="xs" variant="outline" mt="3" disabled={!changed} onClick={() => onChange({ ...defaultWeights }, { ...defaultTolerances }, 0)}>
          Reset to defaults
        </Button>
      </FilterSection>
    </Box>
  )
}
