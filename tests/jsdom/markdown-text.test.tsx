import { ChakraProvider } from '@chakra-ui/react'
import { act, render, screen } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { MarkdownText } from '../../web/components/content/markdown-text'
import { getSystem } from '../../web/theme/system'

const hostile = [
  '# Heading <img src=x onerror="window.__pwned=1">',
  '',
  '<script>window.__pwned = 1</script>',
  '',
  '<iframe src="javascript:alert(1)"></iframe> and <a href="javascript:alert(1)">raw link</a>',
  '',
  '[js](javascript:alert(1)) [js2](JaVaScRiPt:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [tab](java\tscript:alert(1)) [proto](//evil.example)',
  '',
  '[external](https://example.com/x) [internal](/mouse/compare?p=A-vs.-B) [plain](/reviews)',
  '',
  '- **bold** and *em* and `<b>code</b>`',
  '> quote <style>body{display:none}</style>',
].join('\n')

/** The text inside a router, as on the site (a relative link is a router link). */
async function renderMarkdown(markdown: string) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => <MarkdownText markdown={markdown} /> }), history: createMemoryHistory() })
  const rendered = render(
    <ChakraProvider value={getSystem()}>
      <RouterProvider router={router} />
    </ChakraProvider>,
  )
  await act(() => router.load())
  return rendered
}

describe('MarkdownText', () => {
  it('renders markdown as elements and never lets HTML, scripts or unsafe links through', async () => {
    const { container } = await renderMarkdown(hostile)
    await screen.findByTestId('markdown-text')
    expect(container.querySelector('script, iframe, img, style, [onerror], [onclick]')).toBeNull()
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Heading <img src=x onerror="window.__pwned=1">')
    expect(screen.getByText('<script>window.__pwned = 1</script>')).toBeInTheDocument()
    const hrefs = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))
    expect(hrefs).toEqual(['https://example.com/x', '/mouse/compare?p=A-vs.-B', '/reviews'])
    expect(screen.getByRole('link', { name: 'external' })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: 'internal' })).not.toHaveAttribute('rel')
    for (const text of ['js', 'js2', 'data', 'tab', 'proto']) expect(screen.getByText(new RegExp(`\\b${text}\\b`))).toBeInTheDocument()
    expect(container.querySelector('strong')).toHaveTextContent('bold')
    expect(container.querySelector('em')).toHaveTextContent('em')
    expect(container.querySelector('code')).toHaveTextContent('<b>code</b>')
    expect(container.querySelector('blockquote')).toHaveTextContent('quote <style>body{display:none}</style>')
    expect(container.querySelector('ul li')).toBeInTheDocument()
  })

  it('maps the biggest heading to h2 and keeps the steps between levels', async () => {
    await renderMarkdown('## A\n\n### B\n\n## C')
    expect((await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent)).toEqual(['A', 'C'])
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('B')
  })
  it('draws tables, code, quotes and lists as plain elements the prose rules style, keeping each column\'s alignment', async () => {
    const markdown = ['| Mouse | Weight | Shape |', '|:--|--:|:-:|', '| A | 60 g | safe |', '', '```', 'const x = 1', '```', '', '> quoted', '', '3. third', '4. fourth'].join('\n')
    const { container } = await renderMarkdown(markdown)
    const prose = await screen.findByTestId('markdown-text')
    expect(prose).toHaveClass('prose')
    // No element of the text carries a class generated at run time: its styles are index.html's.
    expect(container.querySelectorAll('[class*="css-"]')).toHaveLength(0)
    const box = container.querySelector('[aria-label="Table"]')
    expect(box).toHaveClass('prose-table-box')
    expect(box).toHaveAttribute('tabindex', '0')
    expect([...container.querySelectorAll('th')].map((cell) => cell.style.textAlign)).toEqual(['', 'end', 'center'])
    expect([...container.querySelectorAll('td')].map((cell) => cell.style.textAlign)).toEqual(['', 'end', 'center'])
    expect(container.querySelector('pre.prose-pre code')).toHaveTextContent('const x = 1')
    expect(container.querySelector('blockquote.prose-quote')).toHaveTextContent('quoted')
    const list = container.querySelector('ol.prose-list')
    expect(list).toHaveAttribute('start', '3')
    expect([...list!.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['third', 'fourth'])
  })
})
