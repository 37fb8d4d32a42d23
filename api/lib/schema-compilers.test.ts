import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { sharedSerializerFactory } from './schema-compilers.js'

const route = { method: 'GET', url: '/x', httpStatus: '200' }
const Answer = Type.Object({ name: Type.String(), sats: Type.Integer() })

describe('the serializers shared by every app of the process', () => {
  it('compiles a response schema once, and writes only what it declares', () => {
    const first = sharedSerializerFactory({}, undefined)({ ...route, schema: Answer })
    const again = sharedSerializerFactory({}, undefined)({ ...route, url: '/y', schema: Answer })
    expect(again).toBe(first)
    expect(JSON.parse(first({ name: 'Kim', sats: 5, secret: 'k' }))).toEqual({
      name: 'Kim',
      sats: 5,
    })
  })

  it('keeps schemas apart even when they read the same', () => {
    const one = sharedSerializerFactory({}, undefined)({ ...route, schema: Type.Object({}) })
    const other = sharedSerializerFactory({}, undefined)({ ...route, schema: Type.Object({}) })
    expect(other).not.toBe(one)
  })

  it('compiles as Fastify does when the app registers shared schemas or serializer options', () => {
    const Ref = Type.Object({ name: Type.String() }, { $id: 'Named' })
    const withShared = sharedSerializerFactory({ Named: Ref }, undefined)
    expect(withShared({ ...route, schema: Answer })).not.toBe(
      withShared({ ...route, schema: Answer }),
    )
    const withOptions = sharedSerializerFactory({}, { rounding: 'floor' })
    expect(withOptions({ ...route, schema: Answer })).not.toBe(
      withOptions({ ...route, schema: Answer }),
    )
  })
})
