/** The hand outline drawn at a given scale (issue 22): exactly its millimetres times the zoom, in the theme's colour. */
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { generateHandOutline } from '../../web/features/fit/hand-outline'
import { HandOutlineShape, HandOutlineSvg, handViewBox } from '../../web/features/fit/hand-outline-svg'

const outline = generateHandOutline({ lengthMm: 190, breadthMm: 85, grip: 'claw' })

describe('HandOutlineSvg', () => {
  it.each([1, 2.9, 3.7795])('draws the top view at %s px per mm', (pxPerMm) => {
    render(<HandOutlineSvg view={outline.top} pxPerMm={pxPerMm} label="Your hand, seen from above" />)
    const svg = screen.getByRole('img', { name: 'Your hand, seen from above' })
    expect(svg).toHaveAttribute('viewBox', `0 0 ${outline.top.width} ${outline.top.length}`)
    expect(Number(svg.getAttribute('height'))).toBeCloseTo(outline.top.length * pxPerMm, 6)
    expect(Number(svg.getAttribute('width'))).toBeCloseTo(outline.top.width * pxPerMm, 6)
    expect(svg.querySelector('path')).toHaveAttribute('d', outline.top.path)
    expect(svg.querySelector('path')).toHaveAttribute('fill', 'currentColor')
  })

  it('draws the side view in its own box, with the landmarks when asked', () => {
    render(<HandOutlineSvg view={outline.side} pxPerMm={2} label="Your hand, from the side" showLandmarks />)
    const svg = screen.getByRole('img', { name: 'Your hand, from the side' })
    expect(handViewBox(outline.side)).toEqual({ w: outline.side.length, h: outline.side.height })
    expect(svg).toHaveAttribute('viewBox', `0 0 ${outline.side.length} ${outline.side.height}`)
    const fingertip = svg.querySelector('[data-landmark="fingertip"]')!
    expect(Number(fingertip.getAttribute('cx'))).toBe(outline.side.landmarks.fingertip.x)
    expect(svg.querySelectorAll('[data-landmark]')).toHaveLength(4)
  })

  it('places the shape inside another millimetre drawing (the compare overlay) with a transform', () => {
    const { container } = render(
      <svg viewBox="0 0 200 200">
        <HandOutlineShape view={outline.top} color="#e6194b" transform="translate(10 20)" />
      </svg>,
    )
    const group = container.querySelector('[data-testid="hand-outline"]')!
    expect(group).toHaveAttribute('transform', 'translate(10 20)')
    expect(group).toHaveAttribute('aria-hidden', 'true')
    expect(group.querySelector('path')).toHaveAttribute('stroke', '#e6194b')
    expect(group.querySelectorAll('circle')).toHaveLength(0)
  })
})
