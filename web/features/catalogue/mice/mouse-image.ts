import { publicEnv } from '../../../lib/public-env'

/**
 * The URL of a product image file name (MouseRow.images): absolute URLs as they are; otherwise
 * the public images store of the Supabase project, or /images/ of this site for the demo build.
 */
export function productImageUrl(file: string): string {
  if (/^https?:\/\//.test(file)) return file
  const name = file.replace(/^\/+/, '')
  return publicEnv.supabase ? `${publicEnv.supabase.url}/storage/v1/object/public/images/${name}` : `/images/${name}`
}
