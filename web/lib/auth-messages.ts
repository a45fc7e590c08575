import { accountLimits } from './account-limits'

/**
 * Texts of the optional sign-in (SPEC §3, §4, §5, §8), kept apart from ./messages.ts only so that
 * they load with the sign-in code: a build without Supabase configuration never downloads them.
 * The validation texts are the ones SPEC §5 quotes; the product's own text for auth errors is not
 * shown by the spec, so these say plainly what happened and what to do.
 */
export const authMessages = {
  signIn: 'Sign in',
  signUp: 'Sign up',
  oneTimeCode: 'One-time code',
  signOut: 'Sign out',
  account: 'Account',
  accountTitle: 'Your account',
  signInTitle: 'Sign in to MouseCompare',
  signInPitch: 'Optional: signed in, your saved comparisons and favourite mice follow you to any device.',
  identifierLabel: 'Email or phone number',
  passwordLabel: 'Password',
  newPasswordLabel: 'New password',
  codeLabel: 'Code',
  sendCode: 'Send me a code',
  verifyCode: 'Sign in with the code',
  codeSent: (to: string) => `We sent a code to ${to}. Enter it below.`,
  useAnotherAddress: 'Use another address',
  // SPEC §5, word for word.
  missingCredentials: 'You must provide either an email or phone number and a password',
  missingOtpIdentifier: 'You must provide either an email or phone number.',
  missingVerifyFields: 'You must provide either an email or phone number and a type',
  invalidIdentifier: 'Please enter a valid email or phone number',
  missingCode: 'This field is required',
  invalidCode: 'The code is the 6-digit number in the message we sent',
  // Outcomes (notifications).
  signedIn: 'Signed in',
  signedUp: 'Account created: you are signed in',
  confirmEmail: 'Check your inbox: open the link we sent to confirm your email address.',
  confirmPhone: 'We sent you a code by text message to confirm your number.',
  signedOut: 'Signed out',
  passwordUpdated: 'Password changed',
  recoveryTitle: 'Choose a new password',
  saveNewPassword: 'Save the new password',
  itemsMerged: (count: number) => `${count} saved item${count === 1 ? '' : 's'} from this device added to your account`,
  // Auth errors (SPEC §8).
  sessionMissing: 'Your session has ended. Please sign in again.',
  invalidCredentials: 'That email or phone number and password do not match an account.',
  weakPassword: 'Choose a stronger password',
  weakPasswordReasons: {
    length: 'it is too short',
    characters: 'mix lower and upper case letters, digits and symbols',
    pwned: 'it has appeared in a data breach, so it is easy to guess',
  } as Record<string, string>,
  networkFailure: 'We could not reach the sign-in service. Check your connection and try again.',
  invalidTokenResponse: 'The sign-in service sent an answer we could not read. Please try again.',
  invalidJwt: 'Your sign-in is no longer valid. Please sign in again.',
  redirectFailed: (detail: string) => `Sign-in did not complete: ${detail}`,
  linkExpired: 'The sign-in link is invalid or has expired. Ask for a new one.',
  emailNotConfirmed: 'Confirm your email address first: open the link we sent you.',
  phoneNotConfirmed: 'Confirm your phone number first with the code we sent you.',
  alreadyRegistered: 'An account already uses this email or phone number. Sign in instead.',
  codeExpired: 'That code is wrong or has expired. Ask for a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  signUpDisabled: 'New accounts cannot be created right now.',
  noAccountForCode: 'No account uses this address yet. Sign up first.',
  samePassword: 'The new password must be different from the old one.',
  unknownError: 'Something went wrong. Please try again.',
  // Saved comparisons and favourites.
  savedComparisons: 'Saved comparisons',
  favouriteMice: 'Favourite mice',
  noSavedComparisons: 'No saved comparisons yet: use “Save comparison” on a compare page.',
  noFavourites: 'No favourite mice yet: use the heart on a mouse card.',
  saveComparison: 'Save comparison',
  comparisonSaved: 'Comparison saved',
  comparisonRemoved: 'Comparison removed',
  savedComparison: 'Saved',
  deleteComparison: (name: string) => `Delete ${name}`,
  addFavourite: (name: string) => `Add ${name} to favourites`,
  removeFavourite: (name: string) => `Remove ${name} from favourites`,
  favouriteAdded: 'Added to favourites',
  favouriteRemoved: 'Removed from favourites',
  saveFailed: (detail: string) => `Could not save: ${detail}`,
  savedLocally: 'Saved on this device. Sign in to keep it on every device.',
  // The visitor's hand (issue 22).
  handFromAccount: (hand: string) => `Your account’s hand is in use: ${hand}`,
  handKeptOnDevice: 'Your hand is kept on this device.',
  // Account limits (supabase/migrations/20261123000200_account_limits.sql; README, Configuration).
  tooManyComparisons: `You can save at most ${accountLimits.savedComparisons} comparisons. Delete one to save another.`,
  tooManyFavourites: `You can keep at most ${accountLimits.favourites} favourites. Remove one to add another.`,
  tooMuchToMerge: 'There was too much on this device to add to your account at once.',
  notAllMerged: (comparisons: number, favourites: number) =>
    `Your account was full: ${[
      comparisons > 0 ? `${comparisons} comparison${comparisons === 1 ? '' : 's'}` : '',
      favourites > 0 ? `${favourites} favourite${favourites === 1 ? '' : 's'}` : '',
    ]
      .filter(Boolean)
      .join(' and ')} from this device could not be added.`,
  closeNotification: 'Close notification',
  closeAccount: 'Close',
} as const
