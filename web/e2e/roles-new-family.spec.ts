import { it } from 'vitest'
import { setUpRoleWalk, WALK } from './support/role-family.js'

const walk = setUpRoleWalk()

it('a spouse sees no control refused them (family not set up)', WALK, () =>
  walk.asSpouse({ isSetUp: false }),
)
