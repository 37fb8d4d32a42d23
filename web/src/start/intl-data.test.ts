import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadIntlData } from './intl-data'

describe('loadIntlData', () => {
  afterEach(() => vi.restoreAllMocks())

  it('loads one piece of ICU data per task, for the language given, before it is done', async () => {
    const done: string[] = []
    // The originals, taken before they are spied on.
    const { maximize } = Intl.Locale.prototype
    const { NumberFormat, DateTimeFormat } = Intl
    const { supportedLocalesOf } = NumberFormat
    vi.spyOn(Intl.Locale.prototype, 'maximize').mockImplementation(function (this: Intl.Locale) {
      done.push(`likely subtags ${this.baseName}`)
      return maximize.call(this)
    })
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((language) => {
      done.push(`available locales ${String(language)}`)
      return supportedLocalesOf(language)
    })
    // biome-ignore lint/complexity/useArrowFunction: the step calls it with `new`, which an arrow cannot take.
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (language) {
      done.push(`numbers ${String(language)}`)
      return new NumberFormat(language)
    })
    // biome-ignore lint/complexity/useArrowFunction: as above.
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (language) {
      done.push(`dates ${String(language)}`)
      return new DateTimeFormat(language)
    })

    await loadIntlData('de', async () => {
      done.push('pause')
    })

    expect(done).toEqual([
      'likely subtags de',
      'pause',
      'available locales de',
      'pause',
      'numbers de',
      'pause',
      'dates de',
      'pause',
    ])
  })

  it('stops at a language tag ICU refuses, without failing the start that waits on it', async () => {
    let pauses = 0
    for (const tag of ['', 'not a tag']) {
      await expect(
        loadIntlData(tag, async () => {
          pauses++
        }),
      ).resolves.toBeUndefined()
    }
    expect(pauses).toBe(0)
  })
})
