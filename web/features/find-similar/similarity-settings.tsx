import { Button } from '@chakra-ui/react'
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
    // Plain elements styled by web/index.html (.similarity-settings): thirteen dimensions of a label,
    // a value and one or two sliders each, which as Chakra elements resolved their style props while
    // the page ran, though the group starts closed.
    <div className="similarity-settings">
      <FilterSection title="Weights and tolerances" defaultOpen={changed}>
        <p className="similarity-settings-help">Weight: how much a dimension counts (0 ignores it). Tolerance: a difference up to this counts as none.</p>
        <div className="similarity-settings-list">
          {similarityDimensions.map((dimension) => (
            <div key={dimension}>
              <div className="similarity-setting-head">
                <label htmlFor={`weight-${dimension}`}>
                  {dimensionLabels[dimension]}
                  <span data-visually-hidden="">: weight</span>
                </label>
                <span className="similarity-setting-value">×{weights[dimension]}</span>
              </div>
              <input
                className="similarity-slider"
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
                <div className="similarity-setting-tolerance">
                  <label htmlFor={`tolerance-${dimension}`}>
                    <span data-visually-hidden="">{dimensionLabels[dimension]}:</span> Tolerance ± {tolerances[dimension]} {dimensionUnits[dimension]}
                  </label>
                  <input
                    className="similarity-slider"
                    id={`tolerance-${dimension}`}
                    type="range"
                    min={toleranceBounds[dimension].min}
                    max={toleranceBounds[dimension].max}
                    step={toleranceBounds[dimension].step}
                    value={tolerances[dimension]}
                    aria-valuetext={`${tolerances[dimension]} ${dimensionUnits[dimension]}`}
                    onChange={(event) => onChange(weights, { ...tolerances, [dimension]: Number(event.currentTarget.value) }, fit)}
                  />
                </div>
              )}
            </div>
          ))}
          {fitWeight !== undefined && (
            <div data-testid="fit-weight">
              <div className="similarity-setting-head">
                <label htmlFor="weight-fit">
                  Fit to your hand
                  <span data-visually-hidden="">: weight</span>
                </label>
                <span className="similarity-setting-value">×{fit}</span>
              </div>
              <input
                className="similarity-slider"
                id="weight-fit"
                type="range"
                min={weightBounds.min}
                max={weightBounds.max}
                step={0.5}
                value={fit}
                aria-valuetext={`weight ${fit}`}
                onChange={(event) => onChange(weights, tolerances, Number(event.currentTarget.value))}
              />
              <p className="similarity-settings-help">
                0 leaves the fit out; above 0, mice that fit your hand better move up (mice without enough data for a fit score are compared on the rest).
              </p>
            </div>
          )}
        </div>
        <Button size="xs" variant="outline" mt="3" disabled={!changed} onClick={() => onChange({ ...defaultWeights }, { ...defaultTolerances }, 0)}>
          Reset to defaults
        </Button>
      </FilterSection>
    </div>
  )
}
