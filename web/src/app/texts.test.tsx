import { renderToStaticMarkup } from 'react-dom/server'
import { Link, MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { RichText, showLanguage } from '../lib/i18n'
import { appTexts } from './texts'

describe("the app's texts", () => {
  afterEach(() => showLanguage('en'))

  // A tag named like an HTML void element (<link>, <img>, ...) would lose its words.
  it('keep the words of a link inside a sentence, in each language', async () => {
    const render = () =>
      renderToStaticMarkup(
        <MemoryRouter>
          <RichText texts={appTexts} k="setupNewHere" parts={{ a: <Link to="/how-it-works" /> }} />
        </MemoryRouter>,
      ).replace(/ data-discover="true"/g, '')
    expect(render()).toBe('New here? <a href="/how-it-works">Read how it works</a>.')
    await showLanguage('de')
    expect(render()).toBe('Neu hier? <a href="/how-it-works">Lies, wie es funktioniert</a>.')
  })
})
