// Opens the WebAssembly check page in Debian's headless Chromium and prints what the
// page computed (one JSON document on stdout).  Usage: node drive.mjs URL [timeout_s]
//
// playwright-core drives the browser over the DevTools protocol; it downloads nothing
// (no bundled browsers): the executable is /usr/bin/chromium (or $CHROMIUM).

import { chromium } from "playwright-core"

const url = process.argv[2]
const timeoutMs = 1000 * Number(process.argv[3] || 300)
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium"

if (!url) {
    console.error("usage: node drive.mjs URL [timeout_seconds]")
    process.exit(2)
}

const browser = await chromium.launch({
    executablePath,
    headless: true,
    // playwright-core starts from a fresh temporary profile (--user-data-dir) itself.
    args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
    ],
})

let exitCode = 0
try {
    const page = await browser.newPage()
    page.on("console", (msg) => console.error(`[page ${msg.type()}] ${msg.text()}`))
    page.on("pageerror", (err) => console.error(`[page error] ${err.message}`))
    await page.goto(url, { waitUntil: "load", timeout: 60000 })
    await page.waitForFunction(() => window.__done === true, null, { timeout: timeoutMs, polling: 250 })
    const outcome = await page.evaluate(() => ({ error: window.__error || null, result: window.__result || null }))
    if (outcome.error) {
        console.error(`the page failed: ${outcome.error}`)
        exitCode = 1
    } else {
        process.stdout.write(outcome.result + "\n")
    }
} catch (err) {
    console.error(`driving Chromium failed: ${err && err.message ? err.message : err}`)
    exitCode = 1
} finally {
    await browser.close()
}
process.exit(exitCode)
