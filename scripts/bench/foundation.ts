/**
 * Foundation figures (issue: foundation): cold start to first healthy answer and
 * the landing page's JavaScript as the browser downloads it. (/health throughput
 * is measured with the other reads, in reads.ts.)
 */
import { request } from 'node:http'
import { launchChromium } from '../lib/chromium.js'
import { median, startBuiltServer } from './support.js'

const COLD_STARTS = 7

async function coldStart(): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < COLD_STARTS; i++) {
    const server = await startBuiltServer()
    times.push(server.readyMs)
    await server.stop()
  }
  return times
}

/** Bytes on the wire for one URL with the given Accept-Encoding. */
function encodedSize(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let size = 0
      res.on('data', (chunk: Buffer) => {
        size += chunk.length
      })
      res.on('end', () => resolve(size))
    })
      .on('error', reject)
      .end()
  })
}

async function landingJavaScript(baseUrl: string) {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    const scripts: string[] = []
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url())
    })
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    let gzip = 0
    let brotli = 0
    let raw = 0
    for (const url of scripts) {
      gzip += await encodedSize(url, 'gzip')
      brotli += await encodedSize(url, 'br')
      raw += await encodedSize(url, 'identity')
    }
    return {
      files: scripts.length,
      rawKb: raw / 1024,
      gzipKb: gzip / 1024,
      brotliKb: brotli / 1024,
    }
  } finally {
    await browser.close()
  }
}

export async function benchFoundation(): Promise<void> {
  const starts = await coldStart()
  console.log(
    `Cold start to first /health 200 (${COLD_STARTS} runs): median ${median(starts).toFixed(0)} ms, min ${Math.min(...starts).toFixed(0)} ms, max ${Math.max(...starts).toFixed(0)} ms`,
  )

  const server = await startBuiltServer()
  try {
    const js = await landingJavaScript(server.url)
    console.log(
      `Landing page JavaScript: ${js.files} files, ${js.rawKb.toFixed(1)} KB raw, ${js.gzipKb.toFixed(1)} KB gzip, ${js.brotliKb.toFixed(1)} KB brotli (what Chromium downloads)`,
    )
  } finally {
    await server.stop()
  }
}
