/**
 * Texts of test mode's preview (SPEC §4 Test mode; issue 17), in one place for the banner, the
 * marks and the tests. Separate exports, so a page that only marks a preview row carries only
 * the mark's label; ordinary visits render none of them.
 */

/** The banner's heading and the mark's label: unmistakable on every page that shows a test object. */
export const previewNotPublished = 'Preview — not published'

export const previewMessages = {
  notPublished: previewNotPublished,
  bannerText:
    'This page shows a test object built from the address, for an editor to check before it is published. Nothing of it is live, and its links to other sites are not followed.',
  leavePreview: 'Leave preview',
  linkNotFollowed: 'Link not followed in preview:',
} as const

/** The preview's own colours, the same in both themes (the banner's and the marks'): black on amber, 13:1. */
export const previewColors = { background: '#ffcf40', text: '#111111', border: '#8a6100' } as const
