/**
 * What the /open-data page shows that is computed rather than written: each column's type in
 * words (from the resource's JSON Schema) and the code examples for this site's address.
 */
import type { JsonSchema, JsonType } from '../../../edge/json-schema'
import { itemPath, listPath, metaPath, type OpenDataResourceName } from './open-data-api'

const typeWords: Record<JsonType, string> = {
  string: 'text',
  number: 'number',
  integer: 'integer',
  boolean: 'true/false',
  array: 'list',
  object: 'object',
  null: 'null',
}

/** A column's type for people: 'integer or null', 'text (date)', 'one of: a, b', 'list of text'. */
export function columnType(schema: JsonSchema): string {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]
  const nullable = types.includes('null')
  let text: string
  if (schema.const !== undefined) text = `always "${schema.const}"`
  else if (schema.enum) {
    text = `one of: ${schema.enum
      .filter((value) => value !== null)
      .map((value) => `"${value}"`)
      .join(', ')}`
  } else {
    const main = types.filter((type) => type !== 'null')
    text = main.map((type) => typeWords[type]).join(' or ')
    if (main.includes('array') && schema.items) {
      const items = schema.items
      text = items.properties ? `list of objects {${Object.keys(items.properties).join(', ')}}` : `list of ${columnType(items)}`
    }
    if (schema.format) text += ` (${schema.format === 'date' ? 'date, YYYY-MM-DD' : 'date and time, ISO 8601'})`
  }
  return nullable ? `${text}, or null` : text
}

export interface CodeExample {
  id: string
  title: string
  language: 'shell' | 'javascript'
  code: string
}

/** The examples, with this site's address. The JavaScript one runs as it is in a browser console or Node. */
export function codeExamples(origin: string, resource: OpenDataResourceName = 'mice', handle = 'logitech-g-pro-x-superlight-2'): CodeExample[] {
  const list = `${origin}${listPath(resource, 'json')}`
  return [
    {
      id: 'curl-json',
      title: 'Every mouse as JSON (curl)',
      language: 'shell',
      code: `curl --compressed -sS ${list}`,
    },
    {
      id: 'curl-csv',
      title: 'Download the mice as CSV (curl)',
      language: 'shell',
      code: `curl --compressed -sS -o mice.csv ${origin}${listPath(resource, 'csv')}`,
    },
    {
      id: 'curl-etag',
      title: 'Ask again only if it changed (curl): 304 and no body while it has not',
      language: 'shell',
      code: [
        `etag=$(curl -sSI ${list} | tr -d '\\r' | sed -n 's/^etag: //Ip')`,
        `curl -sS -o /dev/null -w '%{http_code}\\n' -H "If-None-Match: $etag" ${list}`,
      ].join('\n'),
    },
    {
      id: 'fetch-json',
      title: 'Read the mice in JavaScript (fetch)',
      language: 'javascript',
      code: [
        `const response = await fetch('${list}')`,
        `const { license, count, data } = await response.json()`,
        `const light = data.filter((mouse) => mouse.mouse__weight < 60 && mouse.mouse__wireless)`,
        `console.log(\`\${light.length} of \${count} mice are wireless and under 60 g\`)`,
        `console.log(license.attribution)`,
      ].join('\n'),
    },
    {
      id: 'fetch-item',
      title: 'One mouse by its handle, and what the catalogue holds (fetch)',
      language: 'javascript',
      code: [
        `const mouse = await fetch('${origin}${itemPath(resource, handle)}').then((r) => r.json())`,
        `console.log(mouse.data.general__model, mouse.data.mouse__weight, 'g')`,
        `const meta = await fetch('${origin}${metaPath}').then((r) => r.json())`,
        `console.log(meta.resources.mice.count, 'mice; last change', meta.last_change)`,
      ].join('\n'),
    },
  ]
}
