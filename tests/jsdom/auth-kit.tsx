/** Shared set-up for the sign-in component tests (tests/jsdom/auth*.test.tsx). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect } from 'vitest'
import { setAccountPanelOpen } from '../../web/features/auth/account-panel-state'
import { resetAuthStoreForTests } from '../../web/features/auth/auth-store'
import { toaster } from '../../web/features/auth/toaster'
import { resetUserItemsStoreForTests } from '../../web/features/auth/user-items-store'
import { authHandlers, createAuthMock, type AuthMock } from '../msw/auth-handlers'
import { supabaseServer } from './setup'

afterEach(() => {
  act(() => {
    setAccountPanelOpen(false)
    toaster.remove()
    resetUserItemsStoreForTests()
    resetAuthStoreForTests()
  })
})

/** The mocked auth service and account store for this test. */
export function useAuthService(overrides: Partial<AuthMock> = {}): AuthMock {
  const mock = createAuthMock(overrides)
  supabaseServer.use(...authHandlers(mock))
  return mock
}

export async function openAccountPanel() {
  fireEvent.click(await screen.findByTestId('sign-in-entry'))
  return screen.findByTestId('account-panel')
}

export function panel() {
  return within(screen.getByTestId('account-panel'))
}

export function type(label: string | RegExp, value: string) {
  fireEvent.change(panel().getByLabelText(label), { target: { value } })
}

/** The notifications on screen, as text. */
export async function notificationTexts(): Promise<string[]> {
  return screen.queryAllByTestId('notification').map((node) => node.textContent ?? '')
}

export async function expectNotification(text: string | RegExp) {
  await waitFor(() => {
    const texts = screen.queryAllByTestId('notification').map((node) => node.textContent ?? '')
    if (!texts.some((candidate) => (typeof text === 'string' ? candidate.includes(text) : text.test(candidate)))) {
      throw new Error(`No notification ${String(text)} among ${JSON.stringify(texts)}`)
    }
  })
}

/** Requests to the auth service itself (not the account's RPC functions). */
export function authRequests(mock: AuthMock) {
  return mock.requests.filter((request) => !request.path.startsWith('/rpc/'))
}

/** Signs in through the panel and waits until the account's items have been read. */
export async function signInAs(mock: AuthMock, identifier: string, password: string) {
  await openAccountPanel()
  type('Email or phone number', identifier)
  type('Password', password)
  fireEvent.click(panel().getByTestId('sign-in-submit'))
  await panel().findByTestId('signed-in-as')
  await waitFor(() => expect(mock.requests.some((request) => request.path.startsWith('/rpc/'))).toBe(true))
  await waitFor(() => expect(panel().getByLabelText(/Saved comparisons/i, { selector: 'section' }).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false'))
}
