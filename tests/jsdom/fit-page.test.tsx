/**
 * /mouse/fit through the real route tree (issue 22): set a hand, keep it in this browser, read a
 * hand from the URL first without replacing one's own, refuse a bad one, clear it, adjust the
 * weights in the URL; and, signed in, keep it in the account (merged on sign-in: the account's
 * hand wins unless it has none).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setAccountPanelOpen } from '../../web/features/auth/account-panel-state'
import { resetHandProfileSyncForTests } from '../../web/features/auth/hand-profile-sync'
import { fitPageText, handFormText } from '../../web/features/fit/fit-text'
import { resetHandStoreForTests } from '../../web/features/fit/hand-store'
import { authMessages } from '../../web/lib/auth-messages'
import { parseStoredHand, storageKeys } from '../../web/lib/storage-keys'
import { createHandProfileMock, handProfileHandlers } from '../msw/hand-profile-handlers'
import { signInAs, useAuthService } from './auth-kit'
import { renderApp } from './render-app'
import { supabaseServer } from './setup'

const ada = '11111111-1111-4111-8111-111111111111'

afterEach(() => {
  act(() => {
    resetHandProfileSyncForTests()
    resetHandStoreForTests()
  })
})

function setHandInForm(length: string, breadth: string, grip: RegExp) {
  fireEvent.change(screen.getByTestId('hand-length'), { target: { value: length } })
  fireEvent.change(screen.getByTestId('hand-breadth'), { target: { value: breadth } })
  fireEvent.click(screen.getByRole('radio', { name: grip }))
  fireEvent.click(screen.getByRole('button', { name: handFormText.save }))
}

/** Signs in through the account panel, then closes it (the page behind it is inert while it is open). */
async function signIn(auth: ReturnType<typeof useAuthService>) {
  await signInAs(auth, 'ada@example.com', 'correct horse battery staple')
  act(() => setAccountPanelOpen(false))
  await waitFor(() => expect(screen.queryByTestId('account-panel')).toBeNull())
}

/** A new page load: the stores read storage again. */
async function reload(path: string) {
  cleanup()
  act(() => {
    resetHandProfileSyncForTests()
    resetHandStoreForTests()
  })
  return renderApp(path)
}

describe('the fit page', () => {
  it('sets a hand, keeps it in this browser, scores the catalogue for it and clears it', async () => {
    await renderApp('/mouse/fit')
    expect(await screen.findByRole('heading', { level: 1, name: 'Which gaming mice fit your hand' })).toBeInTheDocument()
    expect(screen.getByTestId('hand-summary')).toHaveTextContent(fitPageText.noHand)
    expect(screen.queryByTestId('fit-results')).toBeNull()
    // The explanation is there without a hand: sources and formulas.
    expect(within(screen.getByTestId('fit-sources')).getByRole('link', { name: /GamingPCSetup/ })).toHaveAttribute('href', expect.stringContaining('github.com/djdallmann/GamingPCSetup'))

    setHandInForm('190', '85', /Claw/)
    await waitFor(() => expect(screen.getByTestId('hand-summary')).toHaveTextContent('190 × 85 mm, claw grip'))
    expect(parseStoredHand(localStorage.getItem(storageKeys.handProfile))).toEqual({ lengthMm: 190, breadthMm: 85, grip: 'claw' })
    expect(screen.getByTestId('fit-ideal-size')).toHaveTextContent('117.8 × 63.8 × 39.9 mm')
    expect(screen.getByTestId('hand-share-link')).toHaveAttribute('href', '/mouse/fit?hand=190x85-claw')

    // The best fits, best first, each explained.
    const results = await screen.findAllByTestId('fit-result')
    expect(results.length).toBeGreaterThan(0)
    const scores = screen.getAllByTestId('fit-score').map((badge) => Number(badge.textContent!.split(' ')[0]))
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(within(results[0]!).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2)
    expect(results[0]).toHaveTextContent(/for a claw grip at 19 cm/)
    // A score of 100 never stands beside a part its own explanation marks as not ideal.
    for (const result of results) {
      if (within(result).getByTestId('fit-score').textContent!.startsWith('100 ')) expect(result.textContent).not.toMatch(/than ideal|for your breadth:|less well/)
    }
    // Mice that share the best score are counted (hundreds of mice fit a 190 × 85 claw hand within
    // every tolerance), and listed closest to the ideal first.
    expect(screen.getByTestId('fit-ties')).toHaveTextContent(new RegExp(`^\\d+ mice score ${scores[0]}: among them, the list shows those closest to the ideal size first\\.$`))

    // A new visit keeps it, in the unit last chosen.
    fireEvent.click(screen.getByRole('button', { name: 'inches' }))
    await reload('/mouse/fit')
    await waitFor(() => expect(screen.getByTestId('hand-summary')).toHaveTextContent('7.48 × 3.35 in, claw grip'))
    expect(screen.getByLabelText('Hand length (in)')).toHaveValue('7.48')

    fireEvent.click(screen.getByRole('button', { name: handFormText.clear }))
    await waitFor(() => expect(screen.getByTestId('hand-summary')).toHaveTextContent(fitPageText.noHand))
    expect(localStorage.getItem(storageKeys.handProfile)).toBeNull()
    expect(screen.queryByTestId('fit-results')).toBeNull()
  }, 30_000)

  it('shows the hand of a shared link first, without replacing the visitor’s own, until they choose to', async () => {
    localStorage.setItem(storageKeys.handProfile, JSON.stringify({ lengthMm: 170, breadthMm: 76, grip: 'palm' }))
    const { router } = await renderApp('/mouse/fit?hand=201.5x95-fingertip')
    await waitFor(() => expect(screen.getByTestId('hand-summary')).toHaveTextContent('201.5 × 95 mm, fingertip grip'))
    expect(screen.getByTestId('hand-from-link')).toHaveTextContent(fitPageText.fromLink)
    expect(screen.getByTestId('hand-length')).toHaveValue('201.5')
    expect(parseStoredHand(localStorage.getItem(storageKeys.handProfile))).toEqual({ lengthMm: 170, breadthMm: 76, grip: 'palm' })

    fireEvent.click(screen.getByRole('button', { name: fitPageText.keepLinkHand }))
    await waitFor(() => expect(parseStoredHand(localStorage.getItem(storageKeys.handProfile))).toEqual({ lengthMm: 201.5, breadthMm: 95, grip: 'fingertip' }))
    expect(screen.queryByRole('button', { name: fitPageText.keepLinkHand })).toBeNull()

    // Changing the hand while the link is open changes the link too, so the page shows what was set.
    setHandInForm('199', '94', /Palm/)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ hand: '199x94-palm' }))
    expect(screen.getByTestId('hand-summary')).toHaveTextContent('199 × 94 mm, palm grip')

    // Clearing removes it from the link as well.
    fireEvent.click(screen.getByRole('button', { name: handFormText.clear }))
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('hand'))
    expect(screen.getByTestId('hand-summary')).toHaveTextContent(fitPageText.noHand)
  })

  it.each(['19x85-claw', '190x85-grab', '190x85', '<script>', '190x85-claw-claw'])('treats the link value %j as no hand, and says so', async (value) => {
    localStorage.setItem(storageKeys.handProfile, JSON.stringify({ lengthMm: 180, breadthMm: 80, grip: 'claw' }))
    await renderApp(`/mouse/fit?hand=${encodeURIComponent(value)}`)
    await waitFor(() => expect(screen.getByTestId('hand-summary')).toHaveTextContent('180 × 80 mm, claw grip'))
    expect(screen.getByTestId('hand-link-invalid')).toHaveTextContent(fitPageText.invalidLink)
  })

  it('keeps garbage in storage from breaking the page', async () => {
    localStorage.setItem(storageKeys.handProfile, '{"lengthMm":"tall"')
    localStorage.setItem(storageKeys.handUnit, 'furlongs')
    await renderApp('/mouse/fit')
    expect(await screen.findByTestId('hand-summary')).toHaveTextContent(fitPageText.noHand)
    expect(screen.getByLabelText('Hand length (mm)')).toHaveValue('')
  })

  it('keeps the weights and tolerances in the URL, and scores with them', async () => {
    localStorage.setItem(storageKeys.handProfile, JSON.stringify({ lengthMm: 190, breadthMm: 85, grip: 'claw' }))
    const { router } = await renderApp('/mouse/fit?w=shape:0&tol=length:10')
    await screen.findAllByTestId('fit-result')
    expect(screen.getByLabelText('Shape')).toHaveValue('0')
    expect(screen.getByLabelText(/Tolerance ± 10 mm/)).toHaveValue('10')
    // Shape not counted: no shape line in the explanations.
    expect(screen.getAllByTestId('fit-result')[0]).not.toHaveTextContent(/shape suits/)
    fireEvent.change(screen.getByLabelText('Height'), { target: { value: '0' } })
    await waitFor(() => expect(router.state.location.search).toMatchObject({ w: 'height:0,shape:0', tol: 'length:10' }))
    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }))
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('w'))
  })
})

// These flows sign in through the real account panel and wait for several requests: on a busy
// two-core machine that takes longer than the components project's 15 s default.
const signedInTimeout = 40_000

describe('signed in', () => {
  it('puts this device’s hand into an account that has none, then saves each change and the clearing there', async () => {
    const auth = useAuthService()
    const hands = createHandProfileMock()
    supabaseServer.use(...handProfileHandlers(auth, hands))
    localStorage.setItem(storageKeys.handProfile, JSON.stringify({ lengthMm: 185, breadthMm: 83, grip: 'claw' }))
    await renderApp('/mouse/fit')
    await screen.findByTestId('hand-summary')
    await signIn(auth)
    await waitFor(() => expect(hands.hands.get(ada)).toMatchObject({ length_mm: 185, breadth_mm: 83, grip: 'claw' }))
    expect(auth.requests.find((request) => request.path === '/rpc/merge_hand_profile')!.body).toEqual({ length_mm: 185, breadth_mm: 83, grip: 'claw' })

    setHandInForm('188', '84', /Palm/)
    await waitFor(() => expect(hands.hands.get(ada)).toMatchObject({ length_mm: 188, breadth_mm: 84, grip: 'palm' }))
    fireEvent.click(screen.getByRole('button', { name: handFormText.clear }))
    await waitFor(() => expect(hands.hands.has(ada)).toBe(false))
    expect(auth.requests.map((request) => request.path).filter((path) => path.includes('hand'))).toEqual(['/rpc/merge_hand_profile', '/rpc/set_hand_profile', '/rpc/clear_hand_profile'])
  }, signedInTimeout)

  it('uses the account’s hand when it has one (the account wins), and says so', async () => {
    const auth = useAuthService()
    const hands = createHandProfileMock()
    hands.hands.set(ada, { length_mm: 201, breadth_mm: 96, grip: 'palm', updated_at: '2026-11-01T00:00:00Z' })
    supabaseServer.use(...handProfileHandlers(auth, hands))
    localStorage.setItem(storageKeys.handProfile, JSON.stringify({ lengthMm: 170, breadthMm: 75, grip: 'fingertip' }))
    await renderApp('/mouse/fit')
    await signIn(auth)
    await waitFor(() => expect(screen.getByTestId('hand-summary')).toHaveTextContent('201 × 96 mm, palm grip'))
    expect(parseStoredHand(localStorage.getItem(storageKeys.handProfile))).toEqual({ lengthMm: 201, breadthMm: 96, grip: 'palm' })
    expect(hands.hands.get(ada)).toMatchObject({ length_mm: 201, breadth_mm: 96, grip: 'palm' })
    await waitFor(() => expect(screen.getByTestId('hand-account-message')).toHaveTextContent(authMessages.handFromAccount('201 × 96 mm, palm grip')))
  }, signedInTimeout)

  it('keeps the hand on this device and says so when the account cannot be reached', async () => {
    const auth = useAuthService()
    const hands = createHandProfileMock()
    supabaseServer.use(...handProfileHandlers(auth, hands))
    await renderApp('/mouse/fit')
    await signIn(auth)
    await waitFor(() => expect(auth.requests.some((request) => request.path === '/rpc/merge_hand_profile')).toBe(true))
    hands.failWith = 503
    setHandInForm('190', '85', /Claw/)
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(authMessages.handKeptOnDevice))
    expect(parseStoredHand(localStorage.getItem(storageKeys.handProfile))).toEqual({ lengthMm: 190, breadthMm: 85, grip: 'claw' })
    expect(screen.getByTestId('hand-summary')).toHaveTextContent('190 × 85 mm, claw grip')
  }, signedInTimeout)
})
