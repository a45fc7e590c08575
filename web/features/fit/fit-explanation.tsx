import { Box, chakra, Heading, Link as ChakraLink, List, Text } from '@chakra-ui/react'
import { gripLabels, grips } from '../../lib/hand-profile'
import { defaultFitSettings, falloffMm, fitDimensions, fitFactorLabels, fitSources, idealShares, shapeSuitability, verdictFloors, verdictLabels } from './fit-model'
import { fitPageText } from './fit-text'

const Formula = chakra('code', {
  base: { display: 'block', fontFamily: 'mono', fontSize: 'sm', bg: 'bg.muted', px: '3', py: '2', rounded: 'md', my: '2', whiteSpace: 'pre-wrap' },
})

/** The shares the one source gives (palm grip, length and width); every other number is the site's. */
const fromSource = (grip: string, dimension: string) => grip === 'palm' && (dimension === 'length' || dimension === 'width')

/**
 * How the fit is scored, in the model's own numbers (fit-model.ts): the sources and what they
 * say, the formulas, the shares per grip, the tolerances and weights, and what "not enough data"
 * means. Every number that is this site's choice is marked as such.
 */
export function FitExplanation() {
  return (
    <Box as="section" aria-labelledby="fit-how" data-testid="fit-explanation" maxW="3xl">
      <Heading as="h2" id="fit-how" size="lg" mb="3">
        {fitPageText.howHeading}
      </Heading>

      <Heading as="h3" size="md" mt="4" mb="2">
        1. The ideal size for your hand
      </Heading>
      <Text mb="2">
        The ideal mouse is a share of your hand: its length and height a share of your hand length L, its width a share of your hand breadth B. The
        shares depend on your grip.
      </Text>
      <Formula>{'ideal length = kL × L    ideal width = kW × B    ideal height = kH × L'}</Formula>
      <Box overflowX="auto" my="3">
        <chakra.table w="full" fontSize="sm" borderWidth="1px" borderColor="border" data-testid="fit-shares" css={{ '& th, & td': { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border' } }}>
          <chakra.caption captionSide="bottom" textAlign="start" color="fg.muted" fontSize="xs" mt="2">
            * From the published rule of thumb below. Every other share is this site’s own choice.
          </chakra.caption>
          <thead>
            <tr>
              <chakra.th scope="col" textAlign="start" fontWeight="semibold">
                Grip
              </chakra.th>
              {fitDimensions.map((dimension) => (
                <chakra.th key={dimension} scope="col" textAlign="end" fontWeight="semibold">
                  {fitFactorLabels[dimension]} share
                </chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grips.map((grip) => (
              <tr key={grip}>
                <chakra.th scope="row" textAlign="start" fontWeight="medium">
                  {gripLabels[grip]}
                </chakra.th>
                {fitDimensions.map((dimension) => (
                  <chakra.td key={dimension} textAlign="end" fontVariantNumeric="tabular-nums">
                    {idealShares[grip][dimension]}
                    {fromSource(grip, dimension) ? ' *' : ''}
                  </chakra.td>
                ))}
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
      <Text fontSize="sm" color="fg.muted">
        Claw and fingertip grips hold the mouse further back in the fingers, so this site gives them shorter and narrower ideals; the height shares
        follow the same order. These are our choices, not published figures.
      </Text>

      <Heading as="h3" size="md" mt="6" mb="2">
        2. Each part of the score
      </Heading>
      <Text mb="2">
        For length, width and height, d is the mouse’s figure minus the ideal. A difference within your tolerance t counts as none; beyond it the part
        falls in a straight line to 0 over a fixed span f (this site’s choice: length {falloffMm.length} mm, width {falloffMm.width} mm, height{' '}
        {falloffMm.height} mm).
      </Text>
      <Formula>{'part = max(0, 1 − max(0, |d| − t) / f)'}</Formula>
      <Text mb="2">
        The shape part is how well the shell suits the grip (this site’s choice): palm: ergonomic {shapeSuitability.palm.ergonomic}, hybrid{' '}
        {shapeSuitability.palm.hybrid}, symmetrical {shapeSuitability.palm.symmetrical}; claw: symmetrical {shapeSuitability.claw.symmetrical}, hybrid{' '}
        {shapeSuitability.claw.hybrid}, ergonomic {shapeSuitability.claw.ergonomic}; fingertip: symmetrical {shapeSuitability.fingertip.symmetrical},
        hybrid {shapeSuitability.fingertip.hybrid}, ergonomic {shapeSuitability.fingertip.ergonomic}.
      </Text>

      <Heading as="h3" size="md" mt="6" mb="2">
        3. The fit score
      </Heading>
      <Text mb="2">The score is the weighted mean of the parts, from 0 to 100:</Text>
      <Formula>{'score = round(100 × Σ wᵢ × partᵢ / Σ wᵢ), at most 99 while any part is below 1'}</Formula>
      <Text mb="2">A score of 100 means every part is ideal: a mouse a little short of its tolerance scores at most 99.</Text>
      <Text mb="2">
        Default weights: length {defaultFitSettings.weights.length}, width {defaultFitSettings.weights.width}, height {defaultFitSettings.weights.height},
        shape {defaultFitSettings.weights.shape}. Default tolerances: length ± {defaultFitSettings.tolerances.length} mm, width ±{' '}
        {defaultFitSettings.tolerances.width} mm, height ± {defaultFitSettings.tolerances.height} mm. Both are adjustable under “{fitPageText.settingsHeading}”.
        Length and width always count; a weight of 0 leaves height or shape out.
      </Text>
      <Text>
        {verdictLabels.great}: {verdictFloors.great} or more. {verdictLabels.good}: {verdictFloors.good}–{verdictFloors.great - 1}. {verdictLabels.fair}:{' '}
        {verdictFloors.fair}–{verdictFloors.good - 1}. {verdictLabels.poor}: below {verdictFloors.fair}. (Bands chosen by this site.)
      </Text>

      <Heading as="h3" size="md" mt="6" mb="2">
        {fitPageText.notEnoughDataHeading}
      </Heading>
      <Text>
        A mouse whose length or width is not known, or whose height or shape is not known while that part counts, is marked “not enough data” and is not
        scored: we never fill a missing figure with a guess. Set the height or shape weight to 0 to score such mice on the other parts.
      </Text>

      <Heading as="h3" size="md" mt="6" mb="2">
        Sources
      </Heading>
      <List.Root gap="3" variant="plain" data-testid="fit-sources">
        {fitSources.map((source) => (
          <List.Item key={source.id} display="block">
            <ChakraLink href={source.url} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold">
              {source.title}
            </ChakraLink>
            <Text fontSize="sm" color="fg.muted">
              {source.publisher}
            </Text>
            <Text fontSize="sm" mt="1">
              What it says: {source.says}
            </Text>
            <Text fontSize="sm" mt="1">
              How we use it: {source.used}
            </Text>
          </List.Item>
        ))}
      </List.Root>
      <Text fontSize="sm" color="fg.muted" mt="3">
        We found no published rule for claw or fingertip grips, for mouse height, or for shape against grip that we could check, so those numbers are
        this site’s own, chosen to order the grips as they hold a mouse; we will replace them if a sound source turns up.
      </Text>
    </Box>
  )
}
