/** `npm run bench`: every benchmark, printing figures (recorded in docs/performance.md). */
import { benchFoundation } from './foundation.js'
import { benchLightning } from './lightning.js'
import { benchMoney } from './money.js'

console.log('== Foundation')
await benchFoundation()
console.log('\n== Family money')
await benchMoney()
console.log('\n== Lightning')
await benchLightning()
