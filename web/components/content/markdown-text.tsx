import { Box, Code, Heading, Link as ChakraLink, List, Stack, Table, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useMemo, type ReactNode } from 'react'
import { parseMarkdown, type Block, type Inline } from '../../lib/markdown'

interface MarkdownTextProps {
  markdown: string
  /**
   * The level the document's biggest heading becomes (the page's own title is the h1, so h2 by
   * default); the others keep their distance from it, so no level is skipped.
   */
  baseHeadingLevel?: 2 | 3
}

/**
 * Markdown rendered as React elements, never as HTML: raw HTML, scripts and unsafe links in the
 * source show as the text they are (see markdown.ts for what is understood).
 */
export function MarkdownText({ markdown, baseHeadingLevel = 2 }: MarkdownTextProps) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown])
  const topLevel = Math.min(6, ...blocks.flatMap((block) => (block.type === 'heading' ? [block.level] : [])))
  return (
    <Stack gap="4" lineHeight="tall" data-testid="markdown-text">
      {renderBlocks(blocks, baseHeadingLevel - topLevel + 1)}
    </Stack>
  )
}

const headingSizes = { 2: 'xl', 3: 'lg', 4: 'md', 5: 'sm', 6: 'xs' } as const

function renderBlocks(blocks: readonly Block[], base: number): ReactNode[] {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading': {
        const level = Math.max(2, Math.min(6, block.level + base - 1)) as 2 | 3 | 4 | 5 | 6
        return (
          <Heading key={index} as={`h${level}`} size={headingSizes[level]} mt="2">
            {renderInline(block.children)}
          </Heading>
        )
      }
      case 'paragraph':
        return <Text key={index}>{renderInline(block.children)}</Text>
      case 'blockquote':
        return (
          <Box key={index} as="blockquote" borderStartWidth="4px" borderColor="border.emphasized" ps="4" color="fg.muted">
            <Stack gap="3">{renderBlocks(block.children, base)}</Stack>
          </Box>
        )
      case 'list':
        return (
          <List.Root key={index} as={block.ordered ? 'ol' : 'ul'} ps="6" gap="1" {...(block.ordered && block.start !== 1 ? { start: block.start } : {})}>
            {block.items.map((item, itemIndex) => (
              <List.Item key={itemIndex}>
                <Stack gap="2">{renderBlocks(item, base)}</Stack>
              </List.Item>
            ))}
          </List.Root>
        )
      case 'table':
        return (
          <Box key={index} overflowX="auto" position="relative" maxW="full" borderWidth="1px" borderRadius="md" tabIndex={0} aria-label="Table">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  {block.header.map((cell, column) => (
                    <Table.ColumnHeader key={column} textAlign={block.align[column] === 'right' ? 'end' : block.align[column] === 'center' ? 'center' : 'start'}>
                      {renderInline(cell)}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {block.rows.map((row, rowIndex) => (
                  <Table.Row key={rowIndex}>
                    {row.map((cell, column) => (
                      <Table.Cell key={column} textAlign={block.align[column] === 'right' ? 'end' : block.align[column] === 'center' ? 'center' : 'start'}>
                        {renderInline(cell)}
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )
      case 'code':
        return (
          <Box key={index} as="pre" bg="bg.muted" borderRadius="md" p="3" overflowX="auto" fontSize="sm" tabIndex={0} aria-label="Code">
            <code>{block.text}</code>
          </Box>
        )
    }
  })
}

function renderInline(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text
      case 'break':
        return <br key={index} />
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>
      case 'code':
        return (
          <Code key={index} size="sm">
            {node.text}
          </Code>
        )
      case 'link':
        return node.external || !/^\/(?!\/)[^?#]*$/.test(node.href) ? (
          <ChakraLink key={index} href={node.href} rel={node.external ? 'noopener noreferrer' : undefined} color="brand.fg" textDecoration="underline">
            {renderInline(node.children)}
          </ChakraLink>
        ) : (
          <ChakraLink key={index} asChild color="brand.fg" textDecoration="underline">
            <Link to={node.href as string}>{renderInline(node.children)}</Link>
          </ChakraLink>
        )
    }
  })
}
