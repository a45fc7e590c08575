/**
 * Where each single figure of a mouse comes from, and a figure group's source made from its
 * figures' sources. The merge (merge.ts) keeps one source per group; checking figures against
 * published sources (checks-apply.ts) and building without a source (without-source.ts) need it
 * figure by figure: a group whose figures come from several sources names the one most of them
 * come from (or the one it was checked against) and notes where the others come from, as the merge
 * does ("size from BuildCores OpenDB"). Pure.
 */
import { figureGroupNames, figureGroups, sourceKeyOf, sourceKeys, type CuratedMouse, type FigureGroup, type ImportedMouse, type Source, type SourceKind } from './schemas.ts'
import type { MergedMouse } from './merge.ts'

export type FigureField = (typeof figureGroups)[FigureGroup][number]
export type FieldSources = Partial<Record<FigureField, Source>>

export const groupOfField = new Map<string, FigureGroup>(figureGroupNames.flatMap((group) => figureGroups[group].map((field) => [field, group] as const)))

/** A source object with its keys in the generated files' order. */
export function orderedSource(source: Source): Source {
  return Object.fromEntries(sourceKeys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]])) as Source
}

const sameSource = (a: Source, b: Source) => JSON.stringify(orderedSource(a)) === JSON.stringify(orderedSource(b))

/**
 * Each known figure's source after the merge: a curated figure has its row's group source; an
 * imported one the import's, or the source of the opendb-corrections.json row that set it.
 */
export function mergedFieldSources(curated: CuratedMouse | undefined, imported: ImportedMouse | undefined): FieldSources {
  const out: FieldSources = {}
  const c = (curated ?? {}) as Record<string, unknown>
  const i = (imported ?? {}) as Record<string, unknown>
  for (const group of figureGroupNames) {
    for (const field of figureGroups[group]) {
      if (c[field] !== undefined) {
        const source = c[sourceKeyOf[group]] as Source | undefined
        if (source) out[field] = source
      } else if (i[field] !== undefined) {
        const corrected = imported?.corrections?.find((record) => record.field === field && record.source !== undefined && record.value === i[field])
        const source = corrected?.source ?? (i[sourceKeyOf[group]] as Source | undefined)
        if (source) out[field] = source
      }
    }
  }
  return out
}

/** How a note names a source the group's main source is not. */
export function sourceLabel(source: Source): string {
  if (source.checked && source.publisher) return `${source.publisher} (${source.url})`
  switch (source.kind) {
    case 'opendb':
      return 'BuildCores OpenDB'
    case 'maker':
      return source.note ? `the maker (${source.note})` : 'the maker'
    case 'teardown':
      return source.note ? `a teardown (${source.note})` : 'a teardown'
    case 'review':
      return source.note ? `a review (${source.note})` : 'a review'
    case 'editors':
      return 'our editors'
  }
}

/** Which source leads a group when its figures' sources tie on count: checked first, then by kind. */
const kindRank: Record<SourceKind, number> = { maker: 0, review: 1, teardown: 2, editors: 3, opendb: 4 }

/**
 * The source of a group, from its figures' sources: the one `lead` (when one of its figures has
 * it, its note aside), else the unchecked one most figures have (ties: maker, review, teardown,
 * editors, OpenDB); a note names the figures that come from elsewhere, and `extraNotes` are
 * added (e.g. why a disagreeing figure was not taken). Undefined when no figure is known.
 */
export function composeGroupSource(group: FigureGroup, mouse: Record<string, unknown>, sources: FieldSources, lead?: Source, extraNotes: readonly string[] = []): Source | undefined {
  const entries: { source: Source; fields: string[] }[] = []
  for (const field of figureGroups[group]) {
    if (mouse[field] === undefined) continue
    const source = sources[field as FigureField]
    if (!source) continue
    const entry = entries.find((item) => sameSource(item.source, source))
    if (entry) entry.fields.push(field)
    else entries.push({ source, fields: [field] })
  }
  if (entries.length === 0) return undefined
  // A checked source leads only when asked to (checks-apply.ts decides whether it checked the group).
  const ranked = [...entries].sort((a, b) => Number(!!a.source.checked) - Number(!!b.source.checked) || b.fields.length - a.fields.length || kindRank[a.source.kind] - kindRank[b.source.kind])
  const withoutNote = (source: Source) => ({ ...source, note: undefined })
  const main = (lead && (entries.find((item) => sameSource(item.source, lead)) ?? entries.find((item) => sameSource(withoutNote(item.source), withoutNote(lead))))) ?? ranked[0]!
  const others = entries.filter((item) => item !== main).map((item) => `${item.fields.map((field) => field.replace(/_/g, ' ')).join(', ')} from ${sourceLabel(item.source)}`)
  const notes = [main.source.note, ...others, ...extraNotes].filter((note): note is string => !!note)
  return orderedSource({ ...main.source, ...(notes.length > 0 ? { note: notes.join('; ') } : { note: undefined }) })
}

/** Sets every group source of `mouse` from its figures' sources (groups in `only`, or all). */
export function recomposeSources(mouse: MergedMouse, sources: FieldSources, only: ReadonlySet<FigureGroup> = new Set(figureGroupNames), leads: Partial<Record<FigureGroup, Source>> = {}, notes: Partial<Record<FigureGroup, string[]>> = {}): MergedMouse {
  const out = { ...mouse } as Record<string, unknown>
  for (const group of only) out[sourceKeyOf[group]] = composeGroupSource(group, out, sources, leads[group], notes[group])
  return out as MergedMouse
}
