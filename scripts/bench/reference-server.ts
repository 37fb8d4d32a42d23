/**
 * The same work as the app's GET /api/children, written as directly as it can be:
 * Fastify, better-sqlite3 statements prepared once, the same session check (the
 * cookie's token hashed, one query for an unexpired session and its user), the
 * same children query and the same JSON. It opens the app's own database file, so
 * both answer from the same rows. The benchmark compares the app against it.
 *
 * Started by support.ts (bundled first): <database file> <port> as arguments.
 */
import { createHash } from 'node:crypto'
import SQLite from 'better-sqlite3'
import Fastify from 'fastify'
import { satsToBtc } from '../../api/lib/money.js'

const [filename, port] = process.argv.slice(2)
if (!filename || !port) throw new Error('usage: reference-server.ts <database file> <port>')

const sqlite = new SQLite(filename, { readonly: true })
const findCaller = sqlite.prepare<[string, string]>(
  `select u.id, u.family_id, u.role,
     (select c.id from children c where c.user_id = u.id and c.removed_at is null) as child_id,
     (select o.id from users o where o.family_id = u.family_id and o.role = 'parent'
       order by o.id limit 1) as owner_id
   from sessions s join users u on u.id = s.user_id
   where s.token_hash = ? and s.expires_at > ?`,
)
const listChildren = sqlite.prepare<[number]>(
  `select id, name, age, gender, weekly_allowance_sat, allowance_day, savings_sat, spending_sat,
     spending_threshold_sat, email, user_id, address_label, created_at, updated_at
   from children where family_id = ? and removed_at is null order by id`,
)

interface Caller {
  id: number
  family_id: number
  role: string
  child_id: number | null
  owner_id: number | null
}

interface ChildRow {
  id: number
  name: string
  age: number
  gender: string
  weekly_allowance_sat: number
  allowance_day: number
  savings_sat: number
  spending_sat: number
  spending_threshold_sat: number
  email: string | null
  user_id: number | null
  address_label: string | null
  created_at: string
  updated_at: string
}

function sessionToken(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === 'sid') return value
  }
  return undefined
}

const app = Fastify()
app.get('/api/children', async (request, reply) => {
  const token = sessionToken(request.headers.cookie)
  const caller = token
    ? (findCaller.get(createHash('sha256').update(token).digest('hex'), new Date().toISOString()) as
        | Caller
        | undefined)
    : undefined
  if (!caller || (caller.role === 'child' && caller.child_id === null)) {
    return reply.status(401).send({ message: 'Not signed in' })
  }
  const rows = listChildren.all(caller.family_id) as ChildRow[]
  return rows
    .filter((c) => caller.role !== 'child' || c.id === caller.child_id)
    .map((c) => ({
      id: c.id,
      parentId: caller.owner_id,
      name: c.name,
      age: c.age,
      gender: c.gender,
      weeklyAllowance: satsToBtc(c.weekly_allowance_sat),
      allowanceDay: c.allowance_day,
      savingsBalance: satsToBtc(c.savings_sat),
      spendingBalance: satsToBtc(c.spending_sat),
      spendingThreshold: satsToBtc(c.spending_threshold_sat),
      isAboveSpendingThreshold: c.spending_sat > c.spending_threshold_sat,
      email: c.email,
      userId: c.user_id,
      addressLabel: c.address_label,
      createdAt: c.created_at,
      updatedAt: c.updated_at,
    }))
})
await app.listen({ port: Number(port), host: '127.0.0.1' })
