import type { FamilyApp, Person } from './family-app.js'

/** Goals as a parent types them in the Create Goal dialog. */
export const BIKE = {
  title: 'New Bike',
  description: 'A red bike with gears for Mia',
  targetAmount: '0.005',
  category: 'bike',
}
export const TRIP = {
  title: 'Family Trip',
  description: 'A week at the sea, all of us',
  targetAmount: '0.1',
  category: 'vacation',
}

/** A new family with one child, Mia (9), who has 0.01 BTC of savings. */
export async function familyWithMia(app: FamilyApp): Promise<{ parent: Person; miaId: number }> {
  const parent = await app.signUpParent()
  const miaId = await parent.api.addChild({ name: 'Mia', age: 9, gender: 'girl' })
  await parent.api.setSavings(miaId, '0.01')
  return { parent, miaId }
}

/** Mia invited by her parent and signed in on a page of her own. */
export async function signInMia(app: FamilyApp, parent: Person, miaId: number): Promise<Person> {
  const email = `mia-${miaId}@example.org`
  await parent.api.inviteChild(miaId, email)
  return app.signInByLink(email)
}
