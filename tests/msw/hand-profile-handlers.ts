/**
 * The hand-profile RPC functions (supabase/migrations/*_hand_profile.sql) as supabase-js calls them,
 * for component tests: an in-memory account store with the migration's rules (one hand per user,
 * bounds checked, the account's hand wins a merge). Register after authHandlers (msw tries the
 * latest handlers first); requests are recorded in the same AuthMock.
 */
import { http, HttpResponse } from 'msw'
import { handBounds } from '../../web/lib/hand-profile'
import { record, rpcBase, userOfToken, type AuthMock } from './auth-handlers'

export interface AccountHand {
  length_mm: number
  breadth_mm: number
  grip: string
  updated_at: string
}

export interface HandProfileMock {
  /** user id → their hand */
  hands: Map<string, AccountHand>
  /** Answer every hand call with this status instead (e.g. 503). */
  failWith?: number
}

export function createHandProfileMock(): HandProfileMock {
  return { hands: new Map() }
}

function valid(body: Record<string, unknown> | null): AccountHand | undefined {
  const length = Number(body?.length_mm)
  const breadth = Number(body?.breadth_mm)
  const grip = body?.grip
  if (!(length >= handBounds.lengthMm.min && length <= handBounds.lengthMm.max)) return undefined
  if (!(breadth >= handBounds.breadthMm.min && breadth <= handBounds.breadthMm.max)) return undefined
  if (grip !== 'palm' && grip !== 'claw' && grip !== 'fingertip') return undefined
  return { length_mm: Math.round(length * 10) / 10, breadth_mm: Math.round(breadth * 10) / 10, grip, updated_at: new Date().toISOString() }
}

export function handProfileHandlers(auth: AuthMock, mock: HandProfileMock) {
  const fn = (name: string, answer: (userId: string, body: Record<string, unknown> | null) => Response) =>
    http.post(`${rpcBase}/${name}`, async ({ request }) => {
      const { authorization, body } = await record(auth, request)
      const user = userOfToken(auth, authorization)
      if (!user) return HttpResponse.json({ code: '42501', message: `permission denied for function ${name}` }, { status: 401 })
      if (mock.failWith) return HttpResponse.json({ code: 'PGRST000', message: 'Service unavailable' }, { status: mock.failWith })
      return answer(user.id, body)
    })
  return [
    fn('hand_profile', (userId) => HttpResponse.json(mock.hands.get(userId) ?? null)),
    fn('set_hand_profile', (userId, body) => {
      const hand = valid(body)
      if (!hand) return HttpResponse.json({ code: '23514', message: 'new row violates check constraint' }, { status: 400 })
      mock.hands.set(userId, hand)
      return HttpResponse.json(hand)
    }),
    fn('clear_hand_profile', (userId) => HttpResponse.json(mock.hands.delete(userId))),
    fn('merge_hand_profile', (userId, body) => {
      const hand = valid(body)
      if (hand && !mock.hands.has(userId)) mock.hands.set(userId, hand)
      return HttpResponse.json(mock.hands.get(userId) ?? null)
    }),
  ]
}
