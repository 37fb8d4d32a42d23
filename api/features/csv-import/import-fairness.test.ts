import { describe, expect, it } from 'vitest'
import { buildTestApp, createFamily } from '../../test-helpers.js'
import { IMPORT_RUNNING_MESSAGE } from './csv-import.routes.js'
import { makePhoenixCsv } from './wallet-csv.bench-data.js'
import { parseWalletCsv, parseWalletCsvInSlices, ROWS_PER_SLICE } from './wallet-csv.js'

const IMPORT = '/api/transactions/import-csv'

describe('a large import', () => {
  it('leaves other families answered while it runs, and a second one of the same family gets 429', async () => {
    const app = await buildTestApp()
    const importer = await createFamily(app, 'importer@example.org')
    const child = await importer.addChild({ name: 'Kim' })
    await importer.request('PATCH', `/api/children/${child.id}/spending-threshold`, {
      threshold: '100',
    })
    await importer.request('POST', `/api/lightning/sync-balance/${child.id}`, { newBalance: '50' })
    const other = await createFamily(app, 'other@example.org')
    await other.addChild({ name: 'Lee' })

    let importDone = false
    const big = importer
      .request('POST', IMPORT, {
        childId: child.id,
        csvContent: makePhoenixCsv(100_000),
        filename: 'phoenix.csv',
      })
      .finally(() => {
        importDone = true
      })

    // The other family asks again and again. Once the second import was refused as busy,
    // the first is known to be inside the route, reading the file: answers must still come.
    let answeredWhileImporting = 0
    let refusedAsBusy = 0
    let lastTry = 0
    while (!importDone) {
      // inject() answers without I/O; a real client's next request arrives on a later turn.
      await new Promise((resolve) => setTimeout(resolve, 5))
      const children = await other.request('GET', '/api/children')
      expect(children.statusCode).toBe(200)
      expect(children.json()).toHaveLength(1)
      if (refusedAsBusy > 0 && !importDone) answeredWhileImporting += 1
      // At most one try every 100 ms: each counts against the importer's rate limit.
      if (refusedAsBusy === 0 && !importDone && performance.now() - lastTry > 100) {
        lastTry = performance.now()
        // A second import of the same family, from its child's parent: refused at once
        // (a broken file, so it could never import anything if it ran).
        const second = await importer.request('POST', IMPORT, {
          childId: child.id,
          csvContent: 'not,a,wallet\n1,2,3\n',
          filename: 'second.csv',
        })
        if (second.statusCode === 429) {
          expect(second.json()).toEqual({ message: IMPORT_RUNNING_MESSAGE, code: 'rate-limited' })
          refusedAsBusy += 1
        } else {
          // It reached the route before the first import did: a 400 for the broken file.
          expect(second.statusCode).toBe(400)
        }
      }
    }
    const result = await big
    expect(result.statusCode, result.body).toBe(200)
    expect(result.json().imported).toBeGreaterThan(30_000)
    expect(answeredWhileImporting).toBeGreaterThan(0)
    expect(refusedAsBusy).toBe(1)

    // Once it is over, the family may import again.
    const after = await importer.request('POST', IMPORT, {
      childId: child.id,
      csvContent: 'not,a,wallet\n1,2,3\n',
      filename: 'after.csv',
    })
    expect(after.statusCode).toBe(400)
  }, 120_000)

  it('is limited per user, whatever the IP', async () => {
    const app = await buildTestApp()
    const parent = await createFamily(app, 'parent@example.org')
    const child = await parent.addChild({ name: 'Kim' })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: IMPORT,
        headers: { 'content-type': 'application/json', cookie: parent.cookie },
        remoteAddress: `10.9.0.${i}`,
        payload: { childId: child.id, csvContent: 'a,b\n1,2\n', filename: 'x.csv' },
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400))
    expect(statuses[10]).toBe(429)
    // Another member of the instance is not held back by this user's calls.
    const stranger = await createFamily(app, 'stranger@example.org')
    const own = await stranger.addChild({ name: 'Lee' })
    const res = await stranger.request('POST', IMPORT, {
      childId: own.id,
      csvContent: 'a,b\n1,2\n',
      filename: 'x.csv',
    })
    expect(res.statusCode).toBe(400)
  })

  it('is parsed in slices that give the event loop back, with the same result', async () => {
    const csv = makePhoenixCsv(ROWS_PER_SLICE * 5)
    let turns = 0
    const ticker = setInterval(() => {
      turns += 1
    }, 0)
    const sliced = await parseWalletCsvInSlices(csv)
    clearInterval(ticker)
    expect(sliced).toEqual(parseWalletCsv(csv))
    // Timers ran between the slices: at least one per slice boundary reached.
    expect(turns).toBeGreaterThanOrEqual(1)
  })
})
