import { it } from 'vitest'
import { setUpRoleWalk, WALK } from './support/role-family.js'

// No member sees a control the server refuses them: the spouse of a family set up here,
// of a new family in roles-new-family.spec.ts, the child in roles-child.spec.ts.
const walk = setUpRoleWalk()

it('a spouse sees no control refused them (family set up)', WALK, () =>
  walk.asSpouse({ isSetUp: true }),
)
