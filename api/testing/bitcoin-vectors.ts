/**
 * Public test vectors for the mnemonic "abandon abandon ... about" (no passphrase):
 * account keys and addresses from BIP44/49/84/86 and SLIP-132 (see
 * shared/reference/onchain-watch-only.md §3). Public keys only, as the app holds; the
 * signing side of tests is test-signer.ts.
 */

/** Master key fingerprint of the mnemonic (the [73c5da0a/...] in its descriptors). */
export const MASTER_FINGERPRINT = '73c5da0a'

export const BIP44_XPUB =
  'xpub6BosfCnifzxcFwrSzQiqu2DBVTshkCXacvNsWGYJVVhhawA7d4R5WSWGFNbi8Aw6ZRc1brxMyWMzG3DSSSSoekkudhUd9yLb6qx39T9nMdj'
export const BIP49_YPUB =
  'ypub6Ww3ibxVfGzLrAH1PNcjyAWenMTbbAosGNB6VvmSEgytSER9azLDWCxoJwW7Ke7icmizBMXrzBx9979FfaHxHcrArf3zbeJJJUZPf663zsP'
/** The BIP49 account as a plain xpub (same key, standard version bytes). */
export const BIP49_XPUB =
  'xpub6C6nQwHaWbSrzs5tZ1q7m5R9cPK9eYpNMFesiXsYrgc1P8bvLLAet9JfHjYXKjToD8cBRswJXXbbFpXgwsswVPAZzKMa1jUp2kVkGVUaJa7'
export const BIP84_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs'
/** The BIP84 account as a plain xpub. */
export const BIP84_XPUB =
  'xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V'
export const BIP86_XPUB =
  'xpub6BgBgsespWvERF3LHQu6CnqdvfEvtMcQjYrcRzx53QJjSxarj2afYWcLteoGVky7D3UKDP9QyrLprQ3VCECoY49yfdDEHGCtMMj92pReUsQ'

/** m/44'/1'/0', m/49'/1'/0', m/84'/1'/0' (testnet forms). */
export const TESTNET_BIP44_TPUB =
  'tpubDC5FSnBiZDMmhiuCmWAYsLwgLYrrT9rAqvTySfuCCrgsWz8wxMXUS9Tb9iVMvcRbvFcAHGkMD5Kx8koh4GquNGNTfohfk7pgjhaPCdXpoba'
export const TESTNET_BIP49_UPUB =
  'upub5EFU65HtV5TeiSHmZZm7FUffBGy8UKeqp7vw43jYbvZPpoVsgU93oac7Wk3u6moKegAEWtGNF8DehrnHtv21XXEMYRUocHqguyjknFHYfgY'
export const TESTNET_BIP84_VPUB =
  'vpub5Y6cjg78GGuNLsaPhmYsiw4gYX3HoQiRBiSwDaBXKUafCt9bNwWQiitDk5VZ5BVxYnQdwoTyXSs2JHRPAgjAvtbBrf8ZhDYe2jWAqvZVnsc'

/** Addresses printed in the BIP texts (and SLIP-132), plus the reference's computed testnet ones. */
export const VECTORS = {
  bip44: { receive0: '1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA' },
  bip49: { receive0: '37VucYSaXLCAsxYyAPfbSi9eh4iEcbShgf' },
  bip84: {
    receive0: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    receive1: 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
    change0: 'bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el',
    receive0PublicKey: '0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c',
  },
  bip86: {
    receive0: 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
    receive1: 'bc1p4qhjn9zdvkux4e44uhx8tc55attvtyu358kutcqkudyccelu0was9fqzwh',
    change0: 'bc1p3qkhfews2uk44qtvauqyr2ttdsw7svhkl9nkm9s9c3x4ax5h60wqwruhk7',
  },
  testnetBip49: {
    receive0: '2Mww8dCYPUpKHofjgcXcBCEGmniw9CoaiD2',
    receive0PublicKey: '03a1af804ac108a8a51782198c2d034b28bf90c8803f5a53f76276fa69a4eae77f',
  },
  testnetBip84: {
    receive0: 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl',
    change0: 'tb1q9u62588spffmq4dzjxsr5l297znf3z6j5p2688',
    regtestReceive0: 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk',
  },
  testnetBip44: { receive0: 'mkpZhYtJu2r87Js3pDiWJDmPte2NRZ8bJV' },
} as const
