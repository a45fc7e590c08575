import { Button, Heading, Stack, Text, Link as ChakraLink } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { messages } from '../../lib/messages'
import { publicEnv } from '../../lib/public-env'
import { useErrorScreenHead } from './error-screen-head'

export function NotFoundScreen({ message }: { message: string }) {
  useErrorScreenHead(messages.notFoundTitle, message)
  return (
    <Stack as="section" align="center" textAlign="center" gap="4" py={{ base: '16', md: '24' }} px="4" data-testid="not-found">
      <Text fontSize="6xl" fontWeight="black" color="brand.fg" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size="2xl">
        {messages.notFoundTitle}
      </Heading>
      <Text color="fg.muted">{messages.notFoundHint}</Text>
      <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" data-testid="not-found-message">
        {message}
      </Text>
      <Button asChild>
        <Link to="/">{messages.goHome}</Link>
      </Button>
    </Stack>
  )
}

export function GenericErrorScreen({ statusCode, errorMessage }: { statusCode?: number; errorMessage?: string }) {
  useErrorScreenHead(messages.errorTitle, messages.errorHint)
  return (
    <Stack as="section" align="center" textAlign="center" gap="4" py={{ base: '16', md: '24' }} px="4" data-testid="error-screen">
      <Heading as="h1" size="2xl">
        {messages.errorTitle}
      </Heading>
      <Text color="fg.muted">{messages.errorHint}</Text>
      {statusCode !== undefined && (
        <Text>
          {messages.statusCodeLabel} {statusCode}
        </Text>
      )}
      {errorMessage && (
        <Text fontFamily="mono" fontSize="sm" wordBreak="break-word">
          {messages.errorMessageLabel} {errorMessage}
        </Text>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {/* A full page load, so a broken client state is not carried over. */}
        <Button asChild>
          <a href="/">{messages.tryAgain}</a>
        </Button>
        <Button asChild variant="outline">
          <ChakraLink href={publicEnv.backupSiteUrl} rel="noopener">
            {messages.backupLink}
          </ChakraLink>
        </Button>
      </Stack>
    </Stack>
  )
}
