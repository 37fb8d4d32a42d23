import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { afterEach, describe, expect, it } from 'vitest'
import { mergeSmallChunksPlugin, pageEntries, smallSharedModules } from './small-chunks.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/**
 * An entry that loads two pages lazily; the pages share `shared-ab`, the entry and page a
 * share `shared-main-a`: esbuild's splitting makes a small chunk of each.
 */
function fixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'small-chunks-'))
  dirs.push(dir)
  const files: Record<string, string> = {
    'main.js': `import { tag } from './shared-main-a.js'
const pages = await Promise.all([import('./page-a.js'), import('./page-b.js')])
console.log([tag('main'), ...pages.map((p) => p.render())].join(' '))`,
    'page-a.js': `import { tag } from './shared-main-a.js'
import { twice } from './shared-ab.js'
export const render = () => tag(twice('a'))`,
    'page-b.js': `import { twice } from './shared-ab.js'
export const render = () => twice('b')`,
    'shared-ab.js': 'export const twice = (s) => s + s',
    'shared-main-a.js': "export const tag = (s) => '<' + s + '>'",
  }
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, name), source)
  return dir
}

function buildOptions(dir: string, outdir: string): esbuild.BuildOptions {
  return {
    absWorkingDir: dir,
    entryPoints: ['main.js'],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    metafile: true,
    logLevel: 'silent',
  }
}

async function metafileOf(options: esbuild.BuildOptions): Promise<esbuild.Metafile> {
  const { metafile } = await esbuild.build(options)
  if (!metafile) throw new Error('esbuild gave no metafile')
  return metafile
}

const sharedChunks = (metafile: esbuild.Metafile) =>
  Object.entries(metafile.outputs).filter(([file, out]) => file.endsWith('.js') && !out.entryPoint)

describe('merging small shared chunks', () => {
  it('finds the small shared chunks and the pages of a build', async () => {
    const dir = fixture()
    const metafile = await metafileOf({ ...buildOptions(dir, 'out'), write: false })
    expect(sharedChunks(metafile)).toHaveLength(2)
    expect(smallSharedModules(metafile).sort()).toEqual(['shared-ab.js', 'shared-main-a.js'])
    expect([...pageEntries(metafile)].sort()).toEqual(['main.js', 'page-a.js', 'page-b.js'])
  })

  it('builds them into one chunk, and the code does what it did', async () => {
    const dir = fixture()
    const first = await metafileOf(buildOptions(dir, 'before'))
    const merge = mergeSmallChunksPlugin(dir, smallSharedModules(first), pageEntries(first))
    const chunks = sharedChunks(
      await metafileOf({ ...buildOptions(dir, 'after'), plugins: [merge] }),
    )
    expect(chunks).toHaveLength(1)
    expect(Object.keys(chunks[0]?.[1].inputs ?? {}).sort()).toEqual([
      'shared-ab.js',
      'shared-main-a.js',
    ])
    const run = (out: string) =>
      execFileSync(process.execPath, [path.join(dir, out, 'main.js')], { encoding: 'utf8' })
    expect(run('after')).toBe('<main> <aa> bb\n')
    expect(run('after')).toBe(run('before'))
  })
})
