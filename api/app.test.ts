import { describe, expect, it } from 'vitest'
import { buildTestApp } from './test-helpers.js'

describe('closing the app', () => {
  it('finishes a request already in flight before it closes the database', async () => {
    const app = await buildTestApp()
    let release = () => {}
    const started = new Promise<void>((resolveStarted) => {
      app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
        resolveStarted()
        await new Promise<void>((resolve) => {
          release = resolve
        })
        // Still usable: onClose (which destroys the DB) has not run yet.
        await app.db.selectFrom('families').select('id').execute()
        return { done: true }
      })
    })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const response = fetch(`${address}/api/test/slow`)
    await started
    const closed = app.close()
    // The request finishes only once the server has stopped listening (as a slow one
    // does): its kept-alive connection must then close by itself, or the close would
    // wait out the keep-alive timeout.
    while (app.server.listening) await new Promise((resolve) => setImmediate(resolve))
    release()
    const res = await response
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ done: true })
    expect(res.headers.get('connection')).toBe('close')
    await closed
  })
})
