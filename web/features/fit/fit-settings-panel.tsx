import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react'
import { defaultFitSettings, fitDimensions, fitFactorLabels, fitFactors, fitToleranceBounds, fitWeightBounds, type FitDimension, type FitSettings } from './fit-model'
import { isDefaultFitSettings } from './fit-settings'
import { fitPageText } from './fit-text'

const Slider = chakra('input', {
  base: {
    width: '100%',
    accentColor: 'var(--chakra-colors-brand-solid)',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
})

const isDimension = (factor: string): factor is FitDimension => (fitDimensions as readonly string[]).includes(factor)

export interface FitSettingsPanelProps {
  settings: FitSettings
  onChange: (settings: FitSettings) => void
}

/**
 * How much each part counts (length and width at least 0.5; height and shape 0 = not counted, and
 * then not needed) and, for the sizes, the difference from the ideal that still counts as ideal.
 * Native sliders, as find-similar's: arrow keys, Home/End and screen readers work as usual.
 */
export function FitSettingsPanel({ settings, onChange }: FitSettingsPanelProps) {
  const changed = !isDefaultFitSettings(settings)
  const { weights, tolerances } = settings
  return (
    <Box borderWidth="1px" borderColor="border" rounded="lg" px="4" py="2" data-testid="fit-settings">
      {/* A <details> like the browse filters' sections (not imported: see fit-page.tsx). */}
      <chakra.details open={changed} css={{ '&[open] > summary .chevron': { transform: 'rotate(90deg)' } }}>
        <chakra.summary
          cursor="pointer"
          listStyle="none"
          py="1"
          fontWeight="semibold"
          fontSize="sm"
          rounded="sm"
          css={{ '&::-webkit-details-marker': { display: 'none' } }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <chakra.span className="chevron" aria-hidden="true" transition="transform 0.15s" display="inline-block" w="3" color="fg.muted" me="2">
            ›
          </chakra.span>
          {fitPageText.settingsHeading}
        </chakra.summary>
        <Box pt="2" pb="1">
        <Text fontSize="xs" color="fg.muted" mb="3">
          Weight: how much a part counts (0 leaves height or shape out). Tolerance: a difference from the ideal up to this counts as none.
        </Text>
        <Flex direction="column" gap="3">
          {fitFactors.map((factor) => (
            <Box key={factor}>
              <Flex justify="space-between" fontSize="sm">
                <chakra.label htmlFor={`fit-weight-${factor}`}>{fitFactorLabels[factor]}</chakra.label>
                <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">
                  ×{weights[factor]}
                </Text>
              </Flex>
              <Slider
                id={`fit-weight-${factor}`}
                type="range"
                min={fitWeightBounds[factor].min}
                max={fitWeightBounds[factor].max}
                step={fitWeightBounds[factor].step}
                value={weights[factor]}
                aria-valuetext={`weight ${weights[factor]}`}
                onChange={(event) => onChange({ weights: { ...weights, [factor]: Number(event.currentTarget.value) }, tolerances })}
              />
              {isDimension(factor) && (
                <Flex align="center" gap="2" fontSize="xs" color="fg.muted">
                  <chakra.label htmlFor={`fit-tolerance-${factor}`} flexShrink={0}>
                    Tolerance ± {tolerances[factor]} mm
                  </chakra.label>
                  <Slider
                    id={`fit-tolerance-${factor}`}
                    type="range"
                    min={fitToleranceBounds[factor].min}
                    max={fitToleranceBounds[factor].max}
                    step={fitToleranceBounds[factor].step}
                    value={tolerances[factor]}
                    aria-valuetext={`${tolerances[factor]} mm`}
                    onChange={(event) => onChange({ weights, tolerances: { ...tolerances, [factor]: Number(event.currentTarget.value) } })}
                  />
                </Flex>
              )}
            </Box>
          ))}
        </Flex>
        <Button size="xs" variant="outline" mt="3" disabled={!changed} onClick={() => onChange({ weights: { ...defaultFitSettings.weights }, tolerances: { ...defaultFitSettings.tolerances } })}>
          Reset to defaults
        </Button>
        </Box>
      </chakra.details>
    </Box>
  )
}
