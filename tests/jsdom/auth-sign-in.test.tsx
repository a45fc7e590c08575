/**
 * Sign-in with a password, sign-up and sign-out against the auth service as supabase-js calls it
 * (msw at the network edge), through the real app: the top bar entry, the account panel, the
 * notifications, and every error the service can answer.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { authMessages } from '../../web/lib/auth-messages'
import { authBase, authErrorResponse } from '../msw/auth-handlers'
import { authRequests, expectNotification, openAccountPanel, panel, signInAs, type, useAuthService } from './auth-kit'
import { renderApp } from './render-app'
import { supabaseServer } from './setup'

describe('the sign-in entry', () => {
  it('is in the top bar when Supabase is configured and opens the account panel', async () => {
    useAuthService()
    await renderApp('/')
    const entry = await screen.findByTestId('sign-in-entry')
    expect(entry).toHaveTextContent('Sign in')
    expect(entry).toHaveAttribute('aria-haspopup', 'dialog')
    await openAccountPanel()
    expect(screen.getByRole('dialog', { name: authMessages.signInTitle })).toBeInTheDocument()
    expect(panel().getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Sign in', 'Sign up', 'One-time code'])
    // Focus moves into the dialog (to the first field in a real browser: jsdom has no layout, so
    // the focus trap sees no focusable field; tests/e2e/auth.e2e.ts checks the field).
    await waitFor(() => expect(screen.getByTestId('account-panel').contains(document.activeElement)).toBe(true))
  })

  it('moves between the tabs with the arrow keys', async () => {
    useAuthService()
    await renderApp('/')
    await openAccountPanel()
    const [signIn, signUp, code] = panel().getAllByRole('tab')
    expect(signIn).toHaveAttribute('aria-selected', 'true')
    signIn!.focus()
    fireEvent.keyDown(signIn!, { key: 'ArrowRight' })
    expect(signUp).toHaveAttribute('aria-selected', 'true')
    expect(signUp).toHaveFocus()
    expect(panel().getByRole('tabpanel')).toHaveAttribute('aria-labelledby', signUp!.id)
    fireEvent.keyDown(signUp!, { key: 'End' })
    expect(code).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(code!, { key: 'ArrowRight' })
    expect(signIn).toHaveAttribute('aria-selected', 'true')
  })
})

describe('sign in with a password', () => {
  it('asks for an email or phone number and a password, with the SPEC §5 text tied to each field', async () => {
    const mock = useAuthService()
    await renderApp('/')
    await openAccountPanel()
    fireEvent.click(panel().getByTestId('sign-in-submit'))
    const identifier = panel().getByLabelText('Email or phone number')
    const password = panel().getByLabelText('Password')
    expect(identifier).toHaveAttribute('aria-invalid', 'true')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(identifier).toHaveAccessibleDescription('You must provide either an email or phone number and a password')
    expect(password).toHaveAccessibleDescription('You must provide either an email or phone number and a password')
    expect(identifier).toHaveFocus()
    type('Email or phone number', 'not an address')
    type('Password', 'x')
    fireEvent.click(panel().getByTestId('sign-in-submit'))
    expect(identifier).toHaveAccessibleDescription(authMessages.invalidIdentifier)
    expect(password).not.toHaveAttribute('aria-invalid')
    // Nothing was sent.
    expect(authRequests(mock)).toEqual([])
  })

  it('signs in, notifies, and shows the account', async () => {
    const mock = useAuthService()
    await renderApp('/')
    await signInAs(mock, 'Ada@Example.com', 'correct horse battery staple')
    expect(panel().getByTestId('signed-in-as')).toHaveTextContent('Signed in as ada@example.com')
    expect(screen.getByRole('dialog', { name: authMessages.accountTitle })).toBeInTheDocument()
    await expectNotification('Signed in')
    const token = mock.requests.find((request) => request.path === '/token')!
    expect(token.search).toBe('?grant_type=password')
    expect(token.body).toMatchObject({ email: 'ada@example.com', password: 'correct horse battery staple' })
    await waitFor(() => expect(screen.getByTestId('sign-in-entry')).toHaveTextContent('Account'))
    // The account's items were read once the session arrived.
    await waitFor(() => expect(mock.requests.some((request) => request.path === '/rpc/user_items')).toBe(true))
  })

  it('says when the credentials do not match', async () => {
    useAuthService()
    await renderApp('/')
    await openAccountPanel()
    type('Email or phone number', 'ada@example.com')
    type('Password', 'wrong')
    fireEvent.click(panel().getByTestId('sign-in-submit'))
    expect(await panel().findByRole('alert')).toHaveTextContent(authMessages.invalidCredentials)
    expect(screen.getByTestId('sign-in-entry')).toHaveTextContent('Sign in')
  })

  it.each([
    ['no response at all', () => HttpResponse.error()],
    ['502', () => new HttpResponse('Bad gateway', { status: 502 })],
    ['503', () => new HttpResponse('Unavailable', { status: 503 })],
    ['504', () => new HttpResponse('Timeout', { status: 504 })],
  ])('says when the service cannot be reached (%s)', async (_name, respond) => {
    useAuthService()
    supabaseServer.use(http.post(`${authBase}/token`, respond))
    await renderApp('/')
    await openAccountPanel()
    type('Email or phone number', 'ada@example.com')
    type('Password', 'secret')
    fireEvent.click(panel().getByTestId('sign-in-submit'))
    expect(await panel().findByRole('alert')).toHaveTextContent(authMessages.networkFailure)
  })

  it('says when the service answers something it cannot read', async () => {
    useAuthService()
    supabaseServer.use(http.post(`${authBase}/token`, () => HttpResponse.json({ unexpected: true })))
    await renderApp('/')
    await openAccountPanel()
    type('Email or phone number', 'ada@example.com')
    type('Password', 'secret')
    fireEvent.click(panel().getByTestId('sign-in-submit'))
    expect(await panel().findByRole('alert')).toHaveTextContent(authMessages.invalidTokenResponse)
  })

  it('says when too many attempts were made', async () => {
    useAuthService()
    supabaseServer.use(http.post(`${authBase}/token`, () => authErrorResponse(429, 'over_request_rate_limit', 'Request rate limit reached')))
    await renderApp('/')
    await openAccountPanel()
    type('Email or phone number', 'ada@example.com')
    type('Password', 'secret')
    fireEvent.click(panel().getByTestId('sign-in-submit'))
    expect(await panel().findByRole('alert')).toHaveTextContent(authMessages.tooManyAttempts)
  })

  it('signs in with a phone number', async () => {
    const mock = useAuthService({ users: [{ id: '44444444-4444-4444-8444-444444444444', phone: '+15551234567', password: 'pw' }] })
    await renderApp('/')
    await signInAs(mock, '+1 (555) 123-4567', 'pw')
    expect(panel().getByTestId('signed-in-as')).toHaveTextContent('+15551234567')
    expect(mock.requests.find((request) => request.path === '/token')!.body).toMatchObject({ phone: '+15551234567' })
  })
})

describe('sign up', () => {
  async function submitSignUp(identifier: string, password: string) {
    await openAccountPanel()
    fireEvent.click(panel().getByRole('tab', { name: 'Sign up' }))
    type('Email or phone number', identifier)
    type('Password', password)
    fireEvent.click(panel().getByTestId('sign-up-submit'))
  }

  it('validates like sign-in', async () => {
    const mock = useAuthService()
    await renderApp('/')
    await submitSignUp('', '')
    expect(panel().getByLabelText('Email or phone number')).toHaveAccessibleDescription(authMessages.missingCredentials)
    expect(authRequests(mock)).toEqual([])
  })

  it('creates the account and signs in', async () => {
    const mock = useAuthService()
    await renderApp('/')
    await submitSignUp('new@example.com', 'a much longer passphrase')
    await panel().findByTestId('signed-in-as')
    await expectNotification(authMessages.signedUp)
    expect(mock.requests.find((request) => request.path === '/signup')!.body).toMatchObject({ email: 'new@example.com', password: 'a much longer passphrase' })
  })

  it('asks to confirm the email address when the service wants it first', async () => {
    useAuthService({ autoConfirm: false })
    await renderApp('/')
    await submitSignUp('new@example.com', 'a much longer passphrase')
    expect(await panel().findByTestId('form-status')).toHaveTextContent(authMessages.confirmEmail)
    expect(screen.getByTestId('sign-in-entry')).toHaveTextContent('Sign in')
  })

  it('gives the reasons a password is too weak', async () => {
    useAuthService()
    supabaseServer.use(
      http.post(`${authBase}/signup`, () =>
        authErrorResponse(422, 'weak_password', 'Password should be at least 8 characters.', { weak_password: { reasons: ['length', 'pwned'] } }),
      ),
    )
    await renderApp('/')
    await submitSignUp('new@example.com', 'short')
    expect(await panel().findByRole('alert')).toHaveTextContent(
      'Choose a stronger password: it is too short; it has appeared in a data breach, so it is easy to guess.',
    )
  })

  it('says when the address already has an account', async () => {
    useAuthService()
    await renderApp('/')
    await submitSignUp('ada@example.com', 'whatever it is')
    expect(await panel().findByRole('alert')).toHaveTextContent(authMessages.alreadyRegistered)
  })
})

describe('sign out', () => {
  it('signs out of this device and offers sign-in again', async () => {
    const mock = useAuthService()
    await renderApp('/')
    await signInAs(mock, 'ada@example.com', 'correct horse battery staple')
    fireEvent.click(panel().getByTestId('sign-out'))
    await panel().findByRole('tab', { name: 'Sign in' })
    await expectNotification(authMessages.signedOut)
    expect(screen.getByTestId('sign-in-entry')).toHaveTextContent('Sign in')
    const logout = mock.requests.find((request) => request.path === '/logout')!
    expect(logout.search).toBe('?scope=local')
    expect(logout.authorization).toMatch(/^Bearer ey/)
  })

  it('still signs out locally when the service says the session is already gone', async () => {
    const mock = useAuthService()
    supabaseServer.use(http.post(`${authBase}/logout`, () => authErrorResponse(403, 'session_not_found', 'Session not found')))
    await renderApp('/')
    await signInAs(mock, 'ada@example.com', 'correct horse battery staple')
    fireEvent.click(panel().getByTestId('sign-out'))
    await panel().findByRole('tab', { name: 'Sign in' })
    expect(localStorage.length === 0 || !Object.keys(localStorage).some((key) => key.includes('auth-token'))).toBe(true)
  })
})
