import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { CheckIcon, CopyIcon } from '../../components/ui/copy-icons'
import { messages } from '../../lib/messages'
import { writeToClipboard } from '../../lib/clipboard'

type CopyState = 'idle' | 'copied' | 'selected'

const confirmationMs = 2_500

/**
 * A discount code with a copy button. The button writes to the clipboard and says "Copied";
 * when the browser refuses, the code is selected instead so Ctrl+C copies it, and the page says so.
 */
export function CopyCode({ code, size = 'md' }: { code: string; size?: 'md' | 'lg' }) {
  const codeRef = useRef<HTMLElement>(null)
  const [state, setState] = useState<CopyState>('idle')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    clearTimeout(timer.current)
    const copied = await writeToClipboard(code)
    if (copied) {
      setState('copied')
      timer.current = setTimeout(() => setState('idle'), confirmationMs)
    } else {
      selectContents(codeRef.current)
      setState('selected')
    }
  }

  return (
    <Stack gap="1.5">
      <HStack gap="2" flexWrap="wrap">
        <Box
          as="code"
          ref={codeRef}
          data-testid="discount-code"
          fontFamily="mono"
          fontSize={size === 'lg' ? 'xl' : 'md'}
          fontWeight="bold"
          letterSpacing="wider"
          px="3"
          py={size === 'lg' ? '2' : '1'}
          borderWidth="2px"
          borderStyle="dashed"
          borderColor="brand.solid"
          rounded="md"
          bg="brand.subtle"
          userSelect="all"
          wordBreak="break-all"
        >
          {code}
        </Box>
        <Button size={size === 'lg' ? 'md' : 'sm'} variant={state === 'copied' ? 'subtle' : 'solid'} onClick={copy} data-state={state}>
          {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
          {state === 'copied' ? messages.codeCopied : messages.copyCode}
        </Button>
      </HStack>
      {/* Announced to screen readers; "Copied" is also shown on the button itself. */}
      <Text role="status" aria-live="polite" fontSize="sm" color="fg.muted" minH="1lh">
        {state === 'copied' ? `${messages.codeCopied}: ${code}` : state === 'selected' ? messages.codeSelected : ''}
      </Text>
    </Stack>
  )
}

function selectContents(element: HTMLElement | null) {
  if (!element) return
  const selection = window.getSelection()
  if (!selection) return
  const range = document.createRange()
  range.selectNodeContents(element)
  selection.removeAllRanges()
  selection.addRange(range)
}
