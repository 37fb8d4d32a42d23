import { describe, expect, it } from 'vitest'
import { LIGHTNING_MESSAGES } from '../../contracts/lightning.js'
import { buildTestApp, createFamily, signInChild } from '../../test-helpers.js'

async function family() {
  const app = await buildTestApp()
  const parent = await createFamily(app, 'pat@example.org')
  const kim = await parent.addChild({ name: 'Kim' })
  const lou = await parent.addChild({ name: 'Lou' })
  return { app, parent, kim: kim.id, lou: lou.id }
}

describe('Lightning addresses', () => {
  it('saves trimmed addresses, drops empty child entries and reads them back', async () => {
    const f = await family()
    const empty = await f.parent.request('GET', '/api/lightning/addresses')
    expect(empty.json()).toEqual({ parentAddress: null, childAddresses: {} })
    const res = await f.parent.request('POST', '/api/lightning/addresses', {
      parentAddress: '  Pat@Getalby.com ',
      childAddresses: { [f.kim]: ' kim@walletofsatoshi.com', [f.lou]: '   ' },
    })
    expect(res.statusCode).toBe(200)
    const saved = {
      parentAddress: 'pat@getalby.com',
      childAddresses: { [String(f.kim)]: 'kim@walletofsatoshi.com' },
    }
    expect(res.json()).toEqual({ success: true, message: 'Lightning addresses saved', ...saved })
    expect((await f.parent.request('GET', '/api/lightning/addresses')).json()).toEqual(saved)

    // A later save changes what it names and keeps the rest.
    await f.parent.request('POST', '/api/lightning/addresses', {
      childAddresses: { [f.lou]: 'lou@example.org', [f.kim]: 'kim@example.org' },
    })
    expect((await f.parent.request('GET', '/api/lightning/addresses')).json()).toEqual({
      parentAddress: 'pat@getalby.com',
      childAddresses: { [String(f.kim)]: 'kim@example.org', [String(f.lou)]: 'lou@example.org' },
    })
  })

  it.each([
    [{}],
    [{ parentAddress: '  ', childAddresses: {} }],
    [{ parentAddress: null, childAddresses: { '1': '' } }],
  ])('needs at least one address (%j)', async (body) => {
    const f = await family()
    const res = await f.parent.request('POST', '/api/lightning/addresses', body)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(LIGHTNING_MESSAGES.noAddresses)
  })

  it.each(['pat', 'pat@', '@getalby.com', 'pat@exa mple.com', 'pat@@x.com'])(
    'refuses %j, which is not name@domain',
    async (address) => {
      const f = await family()
      const res = await f.parent.request('POST', '/api/lightning/addresses', {
        parentAddress: address,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ field: 'parentAddress' })
      expect(res.json().message).toContain('name@example.com')
      const child = await f.parent.request('POST', '/api/lightning/addresses', {
        childAddresses: { [f.kim]: address },
      })
      expect(child.json()).toMatchObject({ field: `childAddresses.${f.kim}` })
    },
  )

  it("hides other families' children and keeps children out", async () => {
    const f = await family()
    const other = await createFamily(f.app, 'olga@example.org')
    const res = await other.request('POST', '/api/lightning/addresses', {
      childAddresses: { [f.kim]: 'thief@example.org' },
    })
    expect(res.statusCode).toBe(404)
    const junk = await f.parent.request('POST', '/api/lightning/addresses', {
      childAddresses: { abc: 'kim@example.org' },
    })
    expect(junk.statusCode).toBe(404)
    expect((await other.request('GET', '/api/lightning/addresses')).json()).toEqual({
      parentAddress: null,
      childAddresses: {},
    })
    const kid = await signInChild(f.app, f.parent, f.kim, 'kim@example.org')
    expect((await kid.request('GET', '/api/lightning/addresses')).statusCode).toBe(403)
    expect(
      (await kid.request('POST', '/api/lightning/addresses', { parentAddress: 'a@b.org' }))
        .statusCode,
    ).toBe(403)
  })
})
