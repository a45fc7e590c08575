/** "Save comparison" on the compare page and the favourite heart on mouse cards, signed out and signed in. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { authMessages } from '../../web/lib/auth-messages'
import { savedItemKeys } from '../../web/lib/storage-keys'
import { expectNotification, panel, signInAs, useAuthService } from './auth-kit'
import { gridDrawn, renderApp } from './render-app'

const p = 'Logitech-G-Pro-X-Superlight-2-vs.-Zowie-EC2-CW'

describe('the compare page', () => {
  it('saves the comparison on this device when signed out, and removes it when pressed again', async () => {
    const mock = useAuthService()
    await renderApp(`/mouse/compare?p=${p}`)
    const button = await screen.findByTestId('save-comparison')
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(button).toHaveTextContent(authMessages.saveComparison)
    fireEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    expect(button).toHaveTextContent(authMessages.savedComparison)
    await expectNotification(authMessages.savedLocally)
    const stored = JSON.parse(localStorage.getItem(savedItemKeys.savedComparisons)!)
    expect(stored).toMatchObject([{ category: 'mouse', compareParam: p, productHandles: ['logitech-g-pro-x-superlight-2', 'zowie-ec2-cw'] }])
    expect(stored[0].name).toMatch(/Superlight 2 vs\. Zowie EC2-CW$/)
    fireEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'))
    expect(JSON.parse(localStorage.getItem(savedItemKeys.savedComparisons)!)).toEqual([])
    expect(mock.requests).toEqual([])
  })

  it('is not offered while nothing is compared', async () => {
    useAuthService()
    await renderApp('/mouse/compare')
    await screen.findByTestId('sign-in-entry')
    expect(screen.queryByTestId('save-comparison')).toBeNull()
  })

  it('saves to the account when signed in', async () => {
    const mock = useAuthService()
    await renderApp(`/mouse/compare?p=${p}`)
    await signInAs(mock, 'ada@example.com', 'correct horse battery staple')
    fireEvent.keyDown(screen.getByTestId('account-panel'), { key: 'Escape' })
    const button = await screen.findByTestId('save-comparison')
    await waitFor(() => expect(button).not.toBeDisabled())
    fireEvent.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    expect(mock.requests.find((request) => request.path === '/rpc/save_comparison')!.body).toMatchObject({
      category: 'mouse',
      compare_param: p,
      product_handles: ['logitech-g-pro-x-superlight-2', 'zowie-ec2-cw'],
    })
    expect(mock.items.get('11111111-1111-4111-8111-111111111111')!.comparisons).toHaveLength(1)
    expect(localStorage.getItem(savedItemKeys.savedComparisons)).toBe('[]')
  })
})

describe('mouse cards', () => {
  it('mark a favourite with the heart, signed out, and list it in the panel', async () => {
    useAuthService()
    await renderApp('/mouse/browse?q=G%20Pro%20X%20Superlight%202')
    await screen.findByTestId('result-count')
    await gridDrawn()
    const card = screen.getAllByTestId('mouse-card').find((item) => item.dataset.handle === 'logitech-g-pro-x-superlight-2')!
    const heart = await within(card).findByRole('button', { name: /^Add .*Superlight 2 to favourites$/ })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(heart)
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'))
    expect(heart).toHaveAccessibleName(/^Remove .*Superlight 2 from favourites$/)
    expect(JSON.parse(localStorage.getItem(savedItemKeys.favouriteProducts)!)).toMatchObject([{ category: 'mouse', productHandle: 'logitech-g-pro-x-superlight-2' }])
    fireEvent.click(screen.getByTestId('sign-in-entry'))
    await waitFor(() => expect(panel().getAllByTestId('favourite-mouse')[0]).toHaveTextContent(/Superlight 2/))
  })
})
