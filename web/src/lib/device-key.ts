import { generateDeviceKey } from './device-crypto'
import { DEVICE_STORAGE_PREFIX } from './device-storage'

/**
 * The device key lives in IndexedDB, which can hold a non-extractable CryptoKey as it is:
 * scripts on this page can encrypt and decrypt with it, but nothing can read the key's
 * bytes out (unlike a key written into localStorage).
 */
const DATABASE = `${DEVICE_STORAGE_PREFIX}keys`
const STORE = 'keys'
const DEVICE_KEY = 'device-key'

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

function openDatabase(): Promise<IDBDatabase> {
  const req = indexedDB.open(DATABASE, 1)
  req.onupgradeneeded = () => req.result.createObjectStore(STORE)
  return request(req)
}

/**
 * This device's key, created on first use.
 * @throws when the browser offers no WebCrypto (pages served over plain HTTP from
 * another machine) or no IndexedDB (some private modes): encryption then stays
 * uninitialised.
 */
export async function loadOrCreateDeviceKey(): Promise<CryptoKey> {
  if (!globalThis.crypto?.subtle) {
    throw new Error('WebCrypto is only available on HTTPS or localhost pages')
  }
  const db = await openDatabase()
  try {
    const readKey = () => request(db.transaction(STORE).objectStore(STORE).get(DEVICE_KEY))
    const stored = await readKey()
    if (stored instanceof CryptoKey) return stored
    const key = await generateDeviceKey()
    try {
      // add(), not put(): of two tabs creating a key at once, the second must not replace
      // the key the first one may already have encrypted with; it takes that key instead.
      await request(db.transaction(STORE, 'readwrite').objectStore(STORE).add(key, DEVICE_KEY))
      return key
    } catch (error) {
      const winner = await readKey()
      if (winner instanceof CryptoKey) return winner
      throw error
    }
  } finally {
    db.close()
  }
}

/** Deletes the device key; data sealed with it can no longer be opened. */
export async function deleteDeviceKey(): Promise<void> {
  await request(indexedDB.deleteDatabase(DATABASE))
}
