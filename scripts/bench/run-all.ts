/** `npm run bench`: every benchmark, printing figures (recorded in docs/performance.md). */
import { benchFoundation } from './foundation.js'
import { benchLightning } from './lightning.js'
import { benchMoney } from './money.js'
import { benchOnchain } from './onchain.js'
import { benchReads } from './reads.js'
import { benchScale } from './scale.js'

console.log('== Foundation')
await benchFoundation()
console.log('\n== Everyday reads')
await benchReads()
console.log('\n== Family money')
await benchMoney()
console.log('\n== Scale: 10,000 families, 1,000,000 ledger rows')
await benchScale()
console.log('\n== View-only wallet')
await benchOnchain()
console.log('\n== Lightning')
await benchLightning()
