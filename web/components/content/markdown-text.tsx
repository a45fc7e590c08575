import { Link } from '@tanstack/react-router'
import { useMemo, type CSSProperties, type ReactNode } from 'react'
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
 *
 * Plain elements styled by the `prose` rules in index.html, not Chakra's components: a review is
 * 30–60 of them, and through Chakra's style runtime each one cost its style object's resolution,
 * serialisation and hash on every render (the review's first render on a phone). The same rules draw
 * the review's opening in the boot shell (edge/boot-header.ts), so the two match by construction.
 */
export function MarkdownText({ markdown, baseHeadingLevel = 2 }: MarkdownTextProps) {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown])
  const topLevel = Math.min(6, ...blocks.flatMap((block) => (block.type === 'heading' ? [block.level] : [])))
  return (
    <div className="prose" data-testid="markdown-text">
      {renderBlocks(blocks, baseHeadingLevel - topLevel + 1)}
    </div>
  )
}

function renderBlocks(blocks: readonly Block[], base: number): ReactNode[] {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading': {
        const level = Math.max(2, Math.min(6, block.level + base - 1)) as 2 | 3 | 4 | 5 | 6
        const HeadingTag = `h${level}` as const
        return (
          <HeadingTag key={index} className={`prose-h${level}`}>
            {renderInline(block.children)}
          </HeadingTag>
        )
      }
      case 'paragraph':
        return <p key={index}>{renderInline(block.children)}</p>
      case 'blockquote':
        return (
          <blockquote key={index} className="prose-quote">
            <div className="prose-stack">{renderBlocks(block.children, base)}</div>
          </blockquote>
        )
      case 'list': {
        const ListTag = block.ordered ? 'ol' : 'ul'
        return (
          <ListTag key={index} className="prose-list" {...(block.ordered && block.start !== 1 ? { start: block.start } : {})}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <div className="prose-stack">{renderBlocks(item, base)}</div>
              </li>
            ))}
          </ListTag>
        )
      }
      case 'table':
        return (
          <div key={index} className="prose-table-box" tabIndex={0} aria-label="Table">
            <table className="prose-table">
              <thead>
                <tr>
                  {block.header.map((cell, column) => (
                    <th key={column} style={cellAlignment(block.align[column])}>
                      {renderInline(cell)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, column) => (
                      <td key={column} style={cellAlignment(block.align[column])}>
                        {renderInline(cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      case 'code':
        return (
          <pre key={index} className="prose-pre" tabIndex={0} aria-label="Code">
            <code>{block.text}</code>
          </pre>
        )
    }
  })
}

type ColumnAlignment = Extract<Block, { type: 'table' }>['align'][number]

/** A column's alignment from its delimiter row; the rules' default is the start. */
function cellAlignment(align: ColumnAlignment | undefined): CSSProperties | undefined {
  return align === 'right' ? { textAlign: 'end' } : align === 'center' ? { textAlign: 'center' } : undefined
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
          <code key={index} className="prose-code">
            {node.text}
          </code>
        )
      case 'link':
        return node.external || !/^\/(?!\/)[^?#]*$/.test(node.href) ? (
          <a key={index} className="prose-link" href={node.href} rel={node.external ? 'noopener noreferrer' : undefined}>
            {renderInline(node.children)}
          </a>
        ) : (
          <Link key={index} className="prose-link" to={node.href as string}>
            {renderInline(node.children)}
          </Link>
        )
    }
  })
}
