import { Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useDeferredValue, useMemo } from 'react'
import { Affiliates } from '../../components/content/affiliates'
import { MarkdownText } from '../../components/content/markdown-text'
import { formatSpecificationValue } from '../catalogue/public'
import { mouseSpecificationRows } from '../catalogue/public'
import { sensorQueries } from '../catalogue/public'
import { ArticleLayout } from '../../components/layouts/article-layout'
import { PreviewMark } from '../../components/ui/preview-mark'
import { formatArticleDate, reviewBylineLead } from '../../lib/article-text'
import type { MouseRow, ReviewRow, SensorRow } from '../../lib/api-types'
import { buildCompareParam } from '../../lib/compare-name'
import { isPreviewRow } from '../../lib/preview-session'
import { productName } from '../../lib/product-name'
import { reviewQueries } from './queries'

/** One review: its markdown, and for a mouse review a specification box with compare and find-similar links. */
export function ReviewPage({ review }: { review: ReviewRow }) {
  const isMouseReview = review.product_category === 'mouse'
  return (
    <ArticleLayout
      title={review.title}
      meta={
        <>
          {reviewBylineLead(review.product_category, review.author)}
          <time dateTime={review.published_at}>{formatArticleDate(review.published_at)}</time>
        </>
      }
      aside={
isMouseReview ? <ReviewedMiceBox handles={review.product_handles} mentioned={review.mentioned_handles ?? []} /> : undefined
      }
    >
      <MarkdownText markdown={review.body_markdown} />
    </ArticleLayout>
  )
}

/**
 * The specification box beside a mouse review. It reads the mice the reviews name (api.reviewed_mice,
 * a few dozen rows, not the 1 MB catalogue) and the sensors, which the review's text does not wait
 * for: the box says it is loading, or that it could not load, and the text stays readable either way.
 */
function ReviewedMiceBox({ handles, mentioned }: { handles: readonly string[]; mentioned: readonly string[] }) {
  const mice = useQuery(reviewQueries.mice())
  const sensors = useQuery(sensorQueries.list())
  // A query's result renders synchronously (useSyncExternalStore): the box's first render, its
  // styles generated for the first time, was one task of about 200 ms on a phone (4×, traced). Its
  // data through useDeferredValue, the box renders in a transition React slices; the loading note
  // stays until then.
  const miceRows = useDeferredValue(mice.isSuccess ? mice.data : undefined)
  const sensorRows = useDeferredValue(sensors.isSuccess ? sensors.data : undefined)
  if (miceRows && sensorRows) return <ReviewedMice mice={miceRows} sensors={sensorRows} handles={handles} mentioned={mentioned} />
  const failed = mice.isError || sensors.isError
  return (
    <div className="spec-box" aria-busy={!failed} data-testid={failed ? 'review-spec-box-error' : 'review-spec-box-loading'} role={failed ? 'alert' : undefined}>
      <div className="spec-box-body">
        <Text fontSize="sm" color={failed ? 'fg.error' : 'fg.muted'}>
          {failed ? 'The specifications could not load. Please try again later.' : 'Loading the specifications…'}
        </Text>
      </div>
    </div>
  )
}

const boxLabels = ['Weight', 'Length', 'Width', 'Height', 'Shape', 'Hand', 'Connection', 'Sensor', 'DPI', 'Polling rate', 'Switches']
/** The find-similar page (another feature's route), with `mouse` naming the mouse. */
const findSimilarPath: string = '/mouse/find-similar'

interface ReviewedMiceProps {
  mice: readonly MouseRow[]
  sensors: readonly SensorRow[]
  handles: readonly string[]
  mentioned: readonly string[]
}

function ReviewedMice({ mice, sensors, handles, mentioned }: ReviewedMiceProps) {
  const rows = useMemo(() => mouseSpecificationRows(sensors).filter((row) => boxLabels.includes(row.label)), [sensors])
  const reviewed = handles.map((handle) => mice.find((mouse) => mouse.general__handle === handle)).filter((mouse): mouse is MouseRow => mouse !== undefined)
  const primary = reviewed[0]
  if (!primary) return null
  const name = productName(primary)
  const others = reviewed.slice(1).map(productName)
  const mentionedNames = mentioned.flatMap((handle) => {
    const mouse = mice.find((row) => row.general__handle === handle)
    return mouse ? [productName(mouse)] : []
  })
  return (
    // Plain elements (index.html, .spec-box): Chakra's card is a slot recipe, compiled on its first
    // use, the loading box's render; the review page was the only one to need it at once. Its title
    // and buttons too (.plain-heading, .mouse-action): the box arrives after the review's first
    // render, and a recipe's rule inserted then (in a layer) made Chromium restyle and lay out the
    // whole review.
    <div className="spec-box" data-testid="review-spec-box">
      <div className="spec-box-body">
        <h2 className="plain-heading" data-size="md">
          {name} {isPreviewRow(primary) && <PreviewMark compact />}
        </h2>
        {/* Plain elements (index.html, .spec-box-list): through Chakra's style runtime its rows were 33 of the box's 47 styled elements. */}
        <dl className="spec-box-list">
          {rows.map((row) => {
            const value = row.value(primary)
            return (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.format ? row.format(value, primary) : formatSpecificationValue(value, row.unit)}</dd>
              </div>
            )
          })}
        </dl>
        <div className="spec-box-actions">
          <Link
            to="/mouse/compare"
            search={{ p: buildCompareParam(others.length > 0 ? [name, ...others] : [name]) }}
            className="mouse-action"
            data-variant="solid"
            data-size="sm"
          >
            {others.length > 0 ? `Compare with ${others.length === 1 ? others[0] : `the ${others.length} others`}` : `Compare ${name}`}
          </Link>
          <Link to={findSimilarPath} search={{ mouse: primary.general__handle } as never} className="mouse-action" data-variant="outline" data-size="sm">
            Find similar mice
          </Link>
        </div>
        {others.length > 0 && (
          <Text fontSize="xs" color="fg.muted">
            Also covered: {others.join(', ')}
          </Text>
        )}
        {mentionedNames.length > 0 && (
          <Text fontSize="xs" color="fg.muted" data-testid="review-mentions">
            Also mentioned (not reviewed here): {mentionedNames.join(', ')}
          </Text>
        )}
        <Affiliates links={primary.general__affiliate_links} productName={name} headingLevel="h3" preview={isPreviewRow(primary)} />
      </div>
    </div>
  )
}
