/** `npm run bench`: every benchmark, printing figures (recorded in docs/performance.md). */
import { benchFoundation } from './foundation.js'
import { benchMoney } from './money.js'
import { benchOnchain } from './onchain.js'

console.log('== Foundation')
await benchFoundation()
console.log('\n== Family money')
await benchMoney()
console.log('\n== View-only wallet')
await benchOnchain()
