/**
 * Saved comparisons and favourites: kept on this device while signed out, merged into the account
 * on sign-in without duplicates (with the recent mice), read and deleted from the account panel.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resetUserItemsStoreForTests, setFavourite, saveComparison } from '../../web/features/auth/user-items-store'
import { accountLimits } from '../../web/lib/account-limits'
import { authMessages } from '../../web/lib/auth-messages'
import { savedItemKeys, storageKeys } from '../../web/lib/storage-keys'
import { expectNotification, openAccountPanel, panel, signInAs, useAuthService } from './auth-kit'
import { renderApp } from './render-app'

const ada = '11111111-1111-4111-8111-111111111111'

function storeLocally() {
  localStorage.setItem(
    savedItemKeys.savedComparisons,
    JSON.stringify([
      { id: 'local-1', category: 'mouse', compareParam: 'Zowie-EC2-CW-vs.-Razer-Viper-V3-Pro', productHandles: ['zowie-ec2-cw', 'razer-viper-v3-pro'], name: null, createdAt: '2026-11-20T00:00:00Z' },
      { id: 'local-2', category: 'mouse', compareParam: 'Already-vs.-Saved', productHandles: ['already', 'saved'], name: 'Dup', createdAt: '2026-11-19T00:00:00Z' },
    ]),
  )
  localStorage.setItem(savedItemKeys.favouriteProducts, JSON.stringify([{ category: 'mouse', productHandle: 'zowie-ec2-cw', createdAt: '2026-11-20T00:00:00Z' }]))
  localStorage.setItem(storageKeys.recentMouseHandles, JSON.stringify(['razer-viper-v3-pro', 'zowie-ec2-cw']))
}

describe('signed out', () => {
  it('keeps saved comparisons and favourites on this device and lists them in the panel', async () => {
    const mock = useAuthService()
    await renderApp('/')
    await openAccountPanel()
    expect(panel().getByText(authMessages.noSavedComparisons)).toBeInTheDocument()
    await saveComparison({ compareParam: 'Zowie-EC2-CW-vs.-Razer-Viper-V3-Pro', productHandles: ['zowie-ec2-cw', 'razer-viper-v3-pro'] })
    await setFavourite('mouse', 'zowie-ec2-cw', true)
    await expectNotification(authMessages.comparisonSaved)
    const saved = await panel().findAllByTestId('saved-comparison')
    expect(saved).toHaveLength(1)
    // Named by the mice's names once the catalogue is read.
    await waitFor(() => expect(saved[0]).toHaveTextContent(/Zowie .*EC2-CW vs\. Razer Viper V3 Pro/))
    expect(within(saved[0]!).getByRole('link')).toHaveAttribute('href', '/mouse/compare?p=Zowie-EC2-CW-vs.-Razer-Viper-V3-Pro')
    expect(panel().getAllByTestId('favourite-mouse')).toHaveLength(1)
    expect(JSON.parse(localStorage.getItem(savedItemKeys.savedComparisons)!)).toHaveLength(1)
    expect(JSON.parse(localStorage.getItem(savedItemKeys.favouriteProducts)!)).toMatchObject([{ productHandle: 'zowie-ec2-cw' }])
    // Delete from the panel.
    fireEvent.click(within(saved[0]!).getByRole('button', { name: /^Delete / }))
    await waitFor(() => expect(panel().queryAllByTestId('saved-comparison')).toHaveLength(0))
    expect(JSON.parse(localStorage.getItem(savedItemKeys.savedComparisons)!)).toEqual([])
    // Nothing went to the service.
    expect(mock.requests).toEqual([])
  })
})

describe('on sign-in', () => {
  it('merges this device’s items into the account without duplicates, then keeps them there', async () => {
    const mock = useAuthService()
    mock.items.set(ada, {
      comparisons: [{ id: 'c0000000-0000-4000-8000-0000000a1001', category: 'mouse', compare_param: 'Already-vs.-Saved', product_handles: ['already', 'saved'], name: 'From my laptop', created_at: '2026-11-01T00:00:00Z' }],
      favourites: [],
      recent: [{ category: 'mouse', product_handle: 'logitech-g-pro-x-superlight-2', viewed_at: '2026-01-01T00:00:00Z' }],
    })
    storeLocally()
    await renderApp('/')
    await signInAs(mock, 'ada@example.com', 'correct horse battery staple')
    const merge = mock.requests.find((request) => request.path === '/rpc/merge_user_items')!
    expect(merge.body).toMatchObject({
      comparisons: [{ compare_param: 'Zowie-EC2-CW-vs.-Razer-Viper-V3-Pro', product_handles: ['zowie-ec2-cw', 'razer-viper-v3-pro'] }, { compare_param: 'Already-vs.-Saved' }],
      favourites: [{ category: 'mouse', product_handle: 'zowie-ec2-cw' }],
      recent: [{ product_handle: 'razer-viper-v3-pro' }, { product_handle: 'zowie-ec2-cw' }],
    })
    const items = mock.items.get(ada)!
    expect(items.comparisons.map((c) => c.compare_param).sort()).toEqual(['Already-vs.-Saved', 'Zowie-EC2-CW-vs.-Razer-Viper-V3-Pro'])
    expect(items.comparisons.find((c) => c.compare_param === 'Already-vs.-Saved')!.name).toBe('From my laptop')
    await expectNotification(authMessages.itemsMerged(3))
    // The panel shows the account's items; this device no longer keeps its own copy.
    await waitFor(() => expect(panel().getAllByTestId('saved-comparison')).toHaveLength(2))
    expect(panel().getByText('From my laptop')).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem(savedItemKeys.savedComparisons)!)).toEqual([])
    expect(JSON.parse(localStorage.getItem(savedItemKeys.favouriteProducts)!)).toEqual([])
    // The account's recent mice come back to this device, newest first.
    expect(JSON.parse(localStorage.getItem(storageKeys.recentMouseHandles)!)).toEqual(['razer-viper-v3-pro', 'zowie-ec2-cw', 'logitech-g-pro-x-superlight-2'])

    // Writes now go to the account.
    const first = panel().getAllByTestId('saved-comparison')[0]!
    fireEvent.click(within(first).getByRole('button', { name: /^Delete / }))
    await waitFor(() => expect(panel().getAllByTestId('saved-comparison')).toHaveLength(1))
    expect(mock.requests.some((request) => request.path === '/rpc/delete_saved_comparison')).toBe(true)
    expect(mock.items.get(ada)!.comparisons).toHaveLength(1)
    fireEvent.click(panel().getByRole('button', { name: /^Remove .* from favourites$/ }))
    await waitFor(() => expect(mock.items.get(ada)!.favourites).toEqual([]))
    expect(mock.requests.find((request) => request.path === '/rpc/set_favourite')!.body).toEqual({ category: 'mouse', product_handle: 'zowie-ec2-cw', favourite: false })
    await saveComparison({ compareParam: 'A-vs.-B', productHandles: ['a', 'b'], name: 'Pair' })
    expect(mock.items.get(ada)!.comparisons.map((c) => c.compare_param)).toContain('A-vs.-B')
    expect(mock.requests.find((request) => request.path === '/rpc/save_comparison')!.body).toEqual({ category: 'mouse', compare_param: 'A-vs.-B', product_handles: ['a', 'b'], name: 'Pair' })
  })

  it('reads the account when this device has nothing to merge, and goes back to local items on sign-out', async () => {
    const mock = useAuthService()
    await renderApp('/')
    await signInAs(mock, 'ada@example.com', 'correct horse battery staple')
    expect(mock.requests.some((request) => request.path === '/rpc/user_items')).toBe(true)
    expect(mock.requests.some((request) => request.path === '/rpc/merge_user_items')).toBe(false)
    await saveComparison({ compareParam: 'A-vs.-B', productHandles: ['a', 'b'] })
    await waitFor(() => expect(panel().getAllByTestId('saved-comparison')).toHaveLength(1))
    fireEvent.click(panel().getByTestId('sign-out'))
    await waitFor(() => expect(panel().queryAllByTestId('saved-comparison')).toHaveLength(0))
    // Signed out, saving works on this device again.
    await saveComparison({ compareParam: 'C-vs.-D', productHandles: ['c', 'd'] })
    expect(JSON.parse(localStorage.getItem(savedItemKeys.savedComparisons)!)).toMatchObject([{ compareParam: 'C-vs.-D' }])
  })

  it('says when the account cannot be reached, and keeps the local items', async () => {
    const mock = useAuthService()
    storeLocally()
    const { supabaseServer } = await import('./setup')
    const { http, HttpResponse } = await import('msw')
    supabaseServer.use(http.post('https://test-project.supabase.co/rest/v1/rpc/merge_user_items', () => HttpResponse.error()))
    await renderApp('/')
    await openAccountPanel()
    fireEvent.change(panel().getByLabelText('Email or phone number'), { target: { value: 'ada@example.com' } })
    fireEvent.change(panel().getByLabelText('Password'), { target: { value: 'correct horse battery staple' } })
    fireEvent.click(panel().getByTestId('sign-in-submit'))
    await expectNotification(authMessages.saveFailed(authMessages.networkFailure))
    expect(JSON.parse(localStorage.getItem(savedItemKeys.savedComparisons)!)).toHaveLength(2)
    expect(mock.items.get(ada)).toBeUndefined()
    expect(screen.getByTestId('sign-in-entry')).toHaveTextContent('Account')
  })
})

describe('account limits (supabase/migrations/20261123000200_account_limits.sql)', () => {
  const comparisonsOf = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: `c1000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      category: 'mouse',
      compare_param: `A-vs.-B-${index}`,
      product_handles: ['a', 'b'],
      name: null,
      created_at: '2026-11-01T00:00:00Z',
    }))

  it('says so when the account keeps as many comparisons as it can, without asking the database again', async () => {
    const mock = useAuthService()
    mock.items.set(ada, { comparisons: comparisonsOf(accountLimits.savedComparisons), favourites: [], recent: [] })
    await renderApp('/')
    await signInAs(mock, 'ada@example.com', 'correct horse battery staple')
    await waitFor(() => expect(panel().getAllByTestId('saved-comparison')).toHaveLength(accountLimits.savedComparisons))
    expect(await saveComparison({ compareParam: 'C-vs.-D', productHandles: ['c', 'd'] })).toBe(false)
    await expectNotification(authMessages.saveFailed(authMessages.tooManyComparisons))
    expect(mock.requests.filter((request) => request.path === '/rpc/save_comparison')).toHaveLength(0)
    // Renaming one the account already keeps still works.
    expect(await saveComparison({ compareParam: 'A-vs.-B-1', productHandles: ['a', 'b'], name: 'Renamed' })).toBe(true)
    expect(mock.items.get(ada)!.comparisons.find((c) => c.compare_param === 'A-vs.-B-1')!.name).toBe('Renamed')
  })

  it('shows the database’s refusal when the account is fuller than this page knew', async () => {
    const mock = useAuthService()
    await renderApp('/')
    await signInAs(mock, 'ada@example.com', 'correct horse battery staple')
    await waitFor(() => expect(mock.requests.some((request) => request.path === '/rpc/user_items')).toBe(true))
    // Another device filled the account meanwhile.
    mock.items.get(ada)!.comparisons = comparisonsOf(accountLimits.savedComparisons)
    mock.items.get(ada)!.favourites = Array.from({ length: accountLimits.favourites }, (_, index) => ({ category: 'mouse', product_handle: `mouse-${index}`, created_at: '2026-11-01T00:00:00Z' }))
    expect(await saveComparison({ compareParam: 'C-vs.-D', productHandles: ['c', 'd'] })).toBe(false)
    await expectNotification(authMessages.saveFailed(authMessages.tooManyComparisons))
    expect(mock.requests.filter((request) => request.path === '/rpc/save_comparison')).toHaveLength(1)
    expect(await setFavourite('mouse', 'one-more', true)).toBe(false)
    await expectNotification(authMessages.saveFailed(authMessages.tooManyFavourites))
    expect(mock.items.get(ada)!.favourites).toHaveLength(accountLimits.favourites)
  })

  it('applies the same limit on this device, signed out', async () => {
    useAuthService()
    localStorage.setItem(
      savedItemKeys.savedComparisons,
      JSON.stringify(comparisonsOf(accountLimits.savedComparisons).map((c) => ({ id: c.id, category: 'mouse', compareParam: c.compare_param, productHandles: c.product_handles, name: null, createdAt: c.created_at }))),
    )
    // The previous test's clean-up may have read this device's (then empty) items: read them again.
    resetUserItemsStoreForTests()
    await renderApp('/')
    expect(await saveComparison({ compareParam: 'C-vs.-D', productHandles: ['c', 'd'] })).toBe(false)
    await expectNotification(authMessages.saveFailed(authMessages.tooManyComparisons))
    expect(JSON.parse(localStorage.getItem(savedItemKeys.savedComparisons)!)).toHaveLength(accountLimits.savedComparisons)
  })

  it('tells how many of this device’s items a full account could not take', async () => {
    const mock = useAuthService()
    mock.items.set(ada, { comparisons: comparisonsOf(accountLimits.savedComparisons - 1), favourites: [], recent: [] })
    storeLocally()
    await renderApp('/')
    await signInAs(mock, 'ada@example.com', 'correct horse battery staple')
    await expectNotification(authMessages.notAllMerged(1, 0))
    expect(authMessages.notAllMerged(1, 0)).toBe('Your account was full: 1 comparison from this device could not be added.')
    await expectNotification(authMessages.itemsMerged(2))
  })
})
