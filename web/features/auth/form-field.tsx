import { Box, chakra, Input, Text, type InputProps } from '@chakra-ui/react'
import { forwardRef, useId } from 'react'

export interface FormFieldProps extends Omit<InputProps, 'id'> {
  label: string
  error?: string
  hint?: string
}

/** A labelled input whose error (and hint) are tied to it with aria-describedby. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField({ label, error, hint, ...input }, ref) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <Input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} borderColor={error ? 'border.error' : undefined} {...input} />
      {hint && (
        <Text id={hintId} fontSize="xs" color="fg.muted" mt="1">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} fontSize="sm" color="fg.error" mt="1" data-testid="field-error">
          {error}
        </Text>
      )}
    </Box>
  )
})
