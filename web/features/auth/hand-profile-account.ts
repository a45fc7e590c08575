/**
 * The visitor's hand in the account, the pure part: the api functions' arguments and answers
 * (supabase/migrations/*_hand_profile.sql). The store is hand-profile-sync.ts.
 */
import { parseHand, roundMm, type HandProfile } from '../../lib/hand-profile'

/** The arguments of api.set_hand_profile and api.merge_hand_profile for a hand. */
export function handProfileArgs(hand: HandProfile): { length_mm: number; breadth_mm: number; grip: string } {
  return { length_mm: roundMm(hand.lengthMm), breadth_mm: roundMm(hand.breadthMm), grip: hand.grip }
}

/**
 * The hand api.hand_profile / set_hand_profile / merge_hand_profile return
 * ({ length_mm, breadth_mm, grip, updated_at } or null); null for none or anything malformed.
 */
export function parseAccountHand(body: unknown): HandProfile | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  const record = body as Record<string, unknown>
  // numeric columns may arrive as numbers or, from some clients, as decimal strings.
  const number = (value: unknown) => (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value) ? Number(value) : value)
  return parseHand({ lengthMm: number(record.length_mm), breadthMm: number(record.breadth_mm), grip: record.grip })
}
