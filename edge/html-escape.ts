/** Text for HTML content and attribute values: the five significant characters as numeric references. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
