import { AjvCompiler } from '@fastify/ajv-compiler'
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler'

type SerializerFactory = ReturnType<typeof SerializerSelector>
type Serializer = ReturnType<ReturnType<SerializerFactory>>

/**
 * The compilers every app built in this process shares (Fastify's
 * `schemaController.compilersFactory`). Fastify gives each app its own Ajv and compiles
 * every route's schemas again; the route schemas are module constants, so a process
 * that builds many apps (the tests build one per test) compiled the same objects
 * over and over: most of an app's build time. The server builds one app, for which
 * this changes nothing.
 *
 * Validators: one pool of Ajv instances, one per set of options (the `ajv` server
 * option, the same for every app); Ajv keeps what it compiled keyed by the schema object.
 * Fastify counts a validator factory given here as a custom one, which changes one thing:
 * a route's `headers` schema is compiled as written, its keys not lower-cased (no route
 * has one; write its keys in lower case).
 */
export const sharedValidatorFactory = AjvCompiler()

const buildSerializerFactory = SerializerSelector()

/**
 * Serializers: fast-json-stringify keeps nothing between calls, so this keeps each
 * response schema's serializer keyed by the schema object. The app registers no shared
 * schemas (`addSchema`) and passes no serializer options, so a serializer depends on
 * its schema alone; where either is given, it is compiled as Fastify would.
 */
export const sharedSerializerFactory: SerializerFactory = (externalSchemas, options) => {
  const compile = buildSerializerFactory(externalSchemas, options)
  const standalone =
    options !== undefined ||
    (externalSchemas !== undefined && Object.keys(externalSchemas as object).length > 0)
  if (standalone) return compile
  return (route) => {
    const schema = route.schema
    if (typeof schema !== 'object' || schema === null) return compile(route)
    let serializer = serializers.get(schema)
    if (!serializer) {
      serializer = compile(route)
      serializers.set(schema, serializer)
    }
    return serializer
  }
}

const serializers = new WeakMap<object, Serializer>()
