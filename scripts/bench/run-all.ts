/** `npm run bench`: every benchmark, printing figures (recorded in docs/performance.md). */
import { benchFoundation } from './foundation.js'

console.log('== Foundation')
await benchFoundation()
