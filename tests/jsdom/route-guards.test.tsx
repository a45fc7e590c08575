import { isNotFound } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { ChakraProvider } from '@chakra-ui/react'
import { describe, expect, it } from 'vitest'
import { GenericErrorScreen } from '../../web/features/shell/error-screens'
import { HttpError, statusOf } from '../../web/lib/http-error'
import { failRouteCheck } from '../../web/lib/route-guards'
import { getSystem } from '../../web/theme/system'

describe('route validity checks (SPEC §5 Routes)', () => {
  it('fail as a 404 carrying "Page Not Found: {fullPath}"', () => {
    try {
      failRouteCheck('/discounts/nope?x=1')
      expect.unreachable()
    } catch (error) {
      expect(isNotFound(error)).toBe(true)
      expect((error as { data?: { message?: string } }).data?.message).toBe('Page Not Found: /discounts/nope?x=1')
    }
  })

  it('or with the status the check gives', () => {
    expect(() => failRouteCheck('/x', 410)).toThrow(HttpError)
    try {
      failRouteCheck('/x', 410)
    } catch (error) {
      expect(statusOf(error)).toBe(410)
    }
  })
})

describe('generic error screen (SPEC §2)', () => {
  it('shows the spec’s texts, the status and message lines, a Try again link and the backup link', () => {
    render(
      <ChakraProvider value={getSystem()}>
        <GenericErrorScreen statusCode={503} errorMessage="Service unavailable" />
      </ChakraProvider>,
    )
    expect(screen.getByRole('heading', { name: 'An error has occurred' })).toBeInTheDocument()
    expect(screen.getByText('Please try again later or visit the product backup version')).toBeInTheDocument()
    expect(screen.getByText('Status code: 503')).toBeInTheDocument()
    expect(screen.getByText('Error message: Service unavailable')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: /backup/ }).getAttribute('href')).toMatch(/^https:\/\//)
  })

  it('leaves out the status and message lines when there are none', () => {
    render(
      <ChakraProvider value={getSystem()}>
        <GenericErrorScreen />
      </ChakraProvider>,
    )
    expect(screen.queryByText(/Status code:/)).toBeNull()
    expect(screen.queryByText(/Error message:/)).toBeNull()
  })
})
