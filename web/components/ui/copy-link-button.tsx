import { Button } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { writeToClipboard } from '../../lib/clipboard'
import { CheckIcon, CopyIcon } from './copy-icons'

/**
 * Copies this page's address, to share it (every compare page: mice and components alike). Says
 * 'Link copied' for two seconds; where the clipboard is blocked, offers the address to copy by hand.
 */
export function CopyLinkButton() {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    if (await writeToClipboard(window.location.href)) setCopied(true)
    else window.prompt('Copy this link', window.location.href)
  }
  return (
    <Button size="sm" variant="outline" onClick={() => void copy()} data-testid="copy-link">
      {copied ? <CheckIcon /> : <CopyIcon />}
      <span aria-live="polite">{copied ? 'Link copied' : 'Copy link'}</span>
    </Button>
  )
}
