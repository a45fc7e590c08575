/**
 * What one account can keep (supabase/migrations/20261123000200_account_limits.sql, where the
 * database enforces them; tests/db/account-limits.test.ts checks these are its numbers). The site
 * applies the same numbers to what a signed-out visitor keeps on this device.
 */
import { favouritesMax, savedComparisonsMax } from './storage-keys'

export const accountLimits = {
  /** As many as this device keeps (web/lib/storage-keys.ts). */
  savedComparisons: savedComparisonsMax,
  favourites: favouritesMax,
  recentPerCategory: 50,
  compareParamLength: 2600,
  handlesPerComparison: 12,
  handleLength: 200,
  nameLength: 300,
} as const
