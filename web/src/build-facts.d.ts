// Virtual modules produced at build time by scripts/build-facts (see config/build-facts.ts).

declare module 'build-facts:env-example' {
  const variables: import('./config/build-facts').EnvVariable[]
  export default variables
}

declare module 'build-facts:code-facts' {
  const facts: import('./config/build-facts').CodeFacts
  export default facts
}
