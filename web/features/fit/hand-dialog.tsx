/**
 * Setting the hand where it is used (issue 31): on the compare page the hand is set in this dialog,
 * with the fit page's form and validation (hand-form.tsx, hand-form-validation.ts), and the
 * comparison stays where it is. A modal <dialog>: Escape closes it, the page behind is inert, and
 * the opener gets the focus back. Loaded when first opened (./compare-hand-loader.ts).
 */
import { Box, Button, chakra, Flex, Heading, Link as ChakraLink, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef } from 'react'
import { serializeHandParam } from '../../lib/hand-profile'
import { handFormText } from './fit-text'
import { HandForm } from './hand-form'
import { useHand } from './hand-store'

export interface HandDialogProps {
  /** The dialog has closed; `set`: a hand was set (or cleared) in it. */
  onClose: (set: boolean) => void
}

export default function HandDialog({ onClose }: HandDialogProps) {
  const id = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const { hand, unit, setHand, setUnit, clearHand } = useHand()
  const changed = useRef(false)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || dialog.open) return
    dialog.showModal()
    return () => dialog.close()
  }, [])

  const close = () => {
    const dialog = ref.current
    if (dialog?.open) dialog.close()
    else onClose(changed.current)
  }

  return (
    <chakra.dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      // Escape (the dialog's cancel) and every other way it closes end here.
      onClose={() => onClose(changed.current)}
      data-testid="hand-dialog"
      m="auto"
      p="0"
      w="calc(100% - 2rem)"
      maxW="lg"
      maxH="calc(100dvh - 2rem)"
      bg="bg.panel"
      color="fg"
      rounded="lg"
      borderWidth="1px"
      borderColor="border"
      shadow="lg"
    >
      <Flex align="center" justify="space-between" gap="3" px="4" py="1" borderBottomWidth="1px" borderColor="border">
        <Heading as="h2" id={`${id}-title`} size="md">
          {handFormText.legend}
        </Heading>
        <Button variant="ghost" minW="44px" minH="44px" onClick={close} aria-label="Close">
          <span aria-hidden="true">✕</span>
        </Button>
      </Flex>
      <Box px="4" py="4">
        <Text fontSize="sm" color="fg.muted" mb="4">
          Drawn to scale under the shapes, with each mouse’s fit. Kept in this browser; the comparison stays as it is.
        </Text>
        <HandForm
          key={hand ? serializeHandParam(hand) : 'none'}
          hand={hand}
          unit={unit}
          onSubmit={(next) => {
            setHand(next)
            changed.current = true
            close()
          }}
          onUnitChange={setUnit}
          onClear={() => {
            clearHand()
            changed.current = true
            close()
          }}
        />
        <Text fontSize="sm" color="fg.muted" mt="4">
          <ChakraLink asChild color="brand.fg" textDecoration="underline">
            <Link to="/mouse/fit">How to measure your hand, and the mice that fit it best</Link>
          </ChakraLink>
        </Text>
      </Box>
    </chakra.dialog>
  )
}
