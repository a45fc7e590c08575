/**
 * The catalogue's data files (supabase/seed/catalogue/): `catalogue:check` names file, row and
 * field for each problem; the files keep their one-row-per-line layout; the generated files
 * (mice-opendb.json, the import report, supabase/seed/01-catalogue.sql) are exactly what the
 * import and the seed generator make of the editors' files, so the catalogue the site loads is
 * the one the files describe.
 */
import { execFile } from 'node:child_process'
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkCatalogue } from '../../supabase/catalogue/check.ts'
import { catalogueDir, checksReportPath, describeProblem, importReportPath, opendbCsvPath, parseCatalogueFile, partsReportPath, readCatalogue, readReferenceTexts, seedSqlPath, type ReadResult, type ReferenceTexts } from '../../supabase/catalogue/files.ts'
import { generatedFiles } from '../../supabase/catalogue/generate.ts'
import { formatRows, layoutProblems } from '../../supabase/catalogue/layout.ts'

let read: ReadResult
let csv: string
let reference: ReferenceTexts

beforeAll(async () => {
  read = await readCatalogue()
  csv = await readFile(opendbCsvPath, 'utf8')
  reference = await readReferenceTexts()
})

describe('the committed data files', () => {
  it('pass catalogue:check: every row valid, every reference resolved', () => {
    const result = checkCatalogue(read)
    expect(result.problems.map(describeProblem)).toEqual([])
    expect(result.merge.mice.length).toBeGreaterThanOrEqual(1000)
  })

  it('are what the import and the seed generator make of them (regenerate with npm run catalogue:import)', async () => {
    const generated = generatedFiles(read.data, csv, reference)
    expect(generated.problems).toEqual([])
    expect(read.texts['mice-opendb.json'] === generated.opendbMice, 'mice-opendb.json is out of date').toBe(true)
    for (const [file, text] of [['sensors-import.json', generated.sensorsImport], ['switches-import.json', generated.switchesImport], ['encoders-import.json', generated.encodersImport], ['mouse-parts-import.json', generated.linksImport], ['mouse-latency.json', generated.latency]] as const) {
      expect(read.texts[file] === text, `${file} is out of date`).toBe(true)
    }
    expect((await readFile(importReportPath, 'utf8')) === generated.report, 'opendb-import-report.md is out of date').toBe(true)
    expect((await readFile(partsReportPath, 'utf8')) === generated.partsReport, 'parts-import-report.md is out of date').toBe(true)
    expect((await readFile(checksReportPath, 'utf8')) === generated.checksReport, 'checks-report.md is out of date').toBe(true)
    expect((await readFile(seedSqlPath, 'utf8')) === generated.seedSql, 'supabase/seed/01-catalogue.sql is out of date').toBe(true)
  })
})

describe('catalogue:check on a broken file', () => {
  const good = '{"handle": "acme-one", "brand": "logitech", "model": "One", "length": 120, "width": 62, "height": 38, "wireless": true, "dimensions_source": {"kind":"maker"}}'

  it('names the file, the row, the handle and the field', () => {
    const text = `[\n${good},\n${good.replace('acme-one', 'acme-two').replace('"height": 38', '"height": 70')}\n]\n`
    const { problems } = parseCatalogueFile('mice.json', text)
    expect(problems.map(describeProblem)).toEqual(['mice.json, row 1 (acme-two), field height: Invalid value: Expected <=60 but received 70', 'mice.json, row 1 (acme-two), field height: height 70 mm must be less than width 62 mm'])
  })

  it('refuses stand-in and unknown values: a 1st-of-the-month date is fine only as a real day, a null is not "left out"', () => {
    const text = `[\n${good.replace('"model": "One"', '"model": "One", "released": "2023-13"')},\n${good.replace('acme-one', 'acme-three').replace('"length": 120', '"length": null')}\n]\n`
    const messages = parseCatalogueFile('mice.json', text).problems.map(describeProblem)
    expect(messages[0]).toBe('mice.json, row 0 (acme-one), field released: must be YYYY, YYYY-MM or YYYY-MM-DD')
    expect(messages[1]).toMatch(/^mice.json, row 1 \(acme-three\), field length: /)
  })

  it('refuses figures without their source, and an unknown key', () => {
    const noSource = good.replace(', "dimensions_source": {"kind":"maker"}', '')
    const unknownKey = good.replace('acme-one', 'acme-four').replace('"model": "One"', '"model": "One", "colour": "red"')
    const messages = parseCatalogueFile('mice.json', `[\n${noSource},\n${unknownKey}\n]\n`).problems.map(describeProblem)
    expect(messages).toContain('mice.json, row 0 (acme-one), field dimensions_source: gives dimensions figures without their dimensions_source')
    expect(messages.some((message) => message.startsWith('mice.json, row 1 (acme-four), field colour:'))).toBe(true)
  })

  it('refuses a layout other than one row per line with keys in order', () => {
    const rows = JSON.parse(`[${good}]`) as Record<string, unknown>[]
    const pretty = JSON.stringify(rows, null, 2)
    const { problems } = parseCatalogueFile('mice.json', pretty)
    expect(problems).toHaveLength(1)
    expect(describeProblem(problems[0]!)).toMatch(/^mice\.json, row 0 \(acme-one\): line 2: row 0 is not in the one-row-per-line layout with keys in the documented order; expected: \{"handle": "acme-one", "brand": "logitech"/)
    const reordered = `[\n${JSON.stringify({ model: 'One', ...rows[0] })}\n]\n`
    expect(layoutProblems(reordered, rows, ['handle', 'brand', 'model'])[0]!.row).toBe(0)
    expect(formatRows(rows, ['handle', 'brand', 'model', 'length', 'width', 'height', 'wireless', 'dimensions_source'])).toBe(`[\n${good}\n]\n`)
  })

  it('checks references between files: an unknown brand, sensor or parent, an OpenDB name no mouse came from', () => {
    const broken: ReadResult = {
      ...read,
      data: {
        ...read.data,
        mice: [...read.data.mice, { ...read.data.mice[0]!, handle: 'logitech-broken', brand: 'nobody', sensor: 'no-sensor', parent: 'no-parent' }],
        mouseParts: [...read.data.mouseParts, { opendb_name: 'Not A Row Of The Extract', switch: 'omron-d2f-01f', switch_source: { kind: 'editors' } }],
      },
    }
    const messages = checkCatalogue(broken).problems.map(describeProblem)
    const row = read.data.mice.length
    expect(messages).toEqual(
      expect.arrayContaining([
        `mice.json, row ${row} (logitech-broken), field brand: no brand has the handle "nobody"`,
        `mice.json, row ${row} (logitech-broken), field sensor: no sensor has the handle "no-sensor"`,
        `mice.json, row ${row} (logitech-broken), field parent: no mouse has the handle "no-parent"`,
        `mouse-parts.json, row ${read.data.mouseParts.length} (Not A Row Of The Extract), field opendb_name: matches no imported mouse (left out by the import, or not a row of the extract)`,
      ]),
    )
  })
})

describe('npm run catalogue:check', () => {
  const exec = promisify(execFile)
  let scratch: string
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'catalogue-check-'))
  })
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true })
  })

  it('exits 0 on the committed files and 1, naming the row, on a broken copy', async () => {
    const root = join(catalogueDir, '../../..')
    const ok = await exec(process.execPath, ['scripts/catalogue.ts', 'check'], { cwd: root })
    expect(ok.stdout).toMatch(/no problems/)
    await cp(join(root, 'supabase/seed'), join(scratch, 'seed'), { recursive: true })
    const file = join(scratch, 'seed/catalogue/mice.json')
    const lines = (await readFile(file, 'utf8')).split('\n')
    lines[3] = lines[3]!.replace('"weight": ', '"weight": 9')
    await writeFile(file, lines.join('\n'))
    const failed = await exec(process.execPath, ['scripts/catalogue.ts', 'check', `--dir=${join(scratch, 'seed/catalogue')}`], { cwd: root }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr).toMatch(/^mice\.json, row 2 \([a-z0-9-]+\), field weight: /m)
  }, 120_000)

  it('catalogue:ledger copies the researchers\' ledger in the canonical layout, with their lists, and applies it', async () => {
    const root = join(catalogueDir, '../../..')
    await rm(join(scratch, 'seed'), { recursive: true, force: true })
    await cp(join(root, 'supabase/seed'), join(scratch, 'seed'), { recursive: true })
    const dir = join(scratch, 'seed/catalogue')
    const research = join(scratch, 'research')
    await rm(research, { recursive: true, force: true })
    await mkdir(join(research, 'checks'), { recursive: true })
    // As a researcher writes it: keys in another order, spaces, rows unsorted.
    const rows = [
      { mouse: 'zowie-ec2-c', figures: { weight: 73 }, in_catalogue: true, name: 'Zowie EC2-C', source: { url: 'https://z.example/ec2-c', kind: 'maker', publisher: 'Zowie', checked: '2026-11-26' }, evidence: 'spec table' },
      { mouse: 'razer-viper-v3-pro', in_catalogue: true, name: 'Razer Viper V3 Pro', source: { kind: 'review', publisher: 'Lab', url: 'https://lab.example/v3pro', checked: '2026-11-26' }, figures: { wireless: true }, evidence: 'spec table', notes: '' },
    ]
    await writeFile(join(research, 'checks/zowie.json'), JSON.stringify(rows.slice(0, 1), null, 2))
    await writeFile(join(research, 'checks/razer.json'), JSON.stringify(rows.slice(1), null, 2))
    await writeFile(join(research, 'popular-r9.md'), '| mouse |\n')
    await writeFile(join(dir, 'checks/stale-brand.json'), '[]\n')
    const result = await exec(process.execPath, ['scripts/catalogue.ts', 'ledger', `--from=${research}`, `--dir=${dir}`], { cwd: root })
    expect(result.stdout).toMatch(/catalogue:ledger: copied 2 ledger files and 1 lists/)
    const copied = await readFile(join(dir, 'checks/zowie.json'), 'utf8')
    expect(copied).toBe('[\n{"mouse": "zowie-ec2-c", "in_catalogue": true, "name": "Zowie EC2-C", "source": {"kind":"maker","publisher":"Zowie","url":"https://z.example/ec2-c","checked":"2026-11-26"}, "figures": {"weight":73}, "evidence": "spec table"}\n]\n')
    expect(await readFile(join(dir, 'checks/popular-r9.md'), 'utf8')).toBe('| mouse |\n')
    await expect(readFile(join(dir, 'checks/stale-brand.json'), 'utf8')).rejects.toThrow()
    expect(await readFile(join(dir, 'checks-report.md'), 'utf8')).toMatch(/\| ledger rows \| 2 \|/)
    const ok = await exec(process.execPath, ['scripts/catalogue.ts', 'check', `--dir=${dir}`], { cwd: root })
    expect(ok.stdout).toMatch(/no problems/)
  }, 180_000)

  it('names file, row and field of a broken ledger row, and checks a seed built without a source against that build', async () => {
    const root = join(catalogueDir, '../../..')
    await rm(join(scratch, 'seed'), { recursive: true, force: true })
    await cp(join(root, 'supabase/seed'), join(scratch, 'seed'), { recursive: true })
    const dir = join(scratch, 'seed/catalogue')
    const run = (...args: string[]) =>
      exec(process.execPath, ['scripts/catalogue.ts', ...args, `--dir=${dir}`], { cwd: root }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      )
    // The committed seed is the whole catalogue: checked as built without OpenDB, it is out of date.
    expect((await run('check', '--without=opendb')).stderr).toMatch(/01-catalogue\.sql \(run npm run catalogue:seed -- --without=opendb\): out of date/)
    await writeFile(join(dir, 'checks/acme.json'), '[\n{"mouse": "acme-one", "in_catalogue": true, "name": "Acme One", "source": {"kind":"blog","publisher":"X","url":"https://x.example/","checked":"2026-11-26"}, "figures": {"weight": 60}, "evidence": "spec"}\n]\n')
    const failed = await run('check')
    expect(failed.code).toBe(1)
    expect(failed.stderr).toMatch(/^checks\/acme\.json, row 0 \(acme-one\), field source\.kind: kind must be maker or review$/m)
  }, 120_000)
})
