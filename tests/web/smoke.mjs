// Smoke test of the built page in a real headless browser (run on the GitHub runner,
// where pygbag's CDN is reachable): load the page, wait for the runtime and the app
// package, click to start, wait until the canvas shows the menu, save a screenshot.
//
//   python3 -m http.server --bind 127.0.0.1 -d build/web 8000 &
//   node tests/web/smoke.mjs http://127.0.0.1:8000/ shots/web-smoke.png
//
// Browser: $CHROME, else /usr/bin/google-chrome, else /usr/bin/chromium.  playwright-core
// comes from tests/wasm (npm ci there); it downloads no browser of its own.

import { createRequire } from "node:module"
import { existsSync, mkdirSync } from "node:fs"
import { dirname } from "node:path"

const require = createRequire(new URL("../wasm/package.json", import.meta.url))
const { chromium } = require("playwright-core")

const url = process.argv[2] || "http://127.0.0.1:8000/"
const shot = process.argv[3] || "shots/web-smoke.png"
const executablePath = [process.env.CHROME, "/usr/bin/google-chrome", "/usr/bin/chromium"].find((p) => p && existsSync(p))
if (!executablePath) {
    console.error("no browser found: set $CHROME")
    process.exit(2)
}

const problems = []
const browser = await chromium.launch({ executablePath, headless: true, args: ["--no-sandbox", "--autoplay-policy=user-gesture-required"] })
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
page.on("console", (msg) => {
    const text = msg.text()
    if (/Traceback|Error:/.test(text) && !/favicon/.test(text)) problems.push(text)
    console.log(`[page ${msg.type()}] ${text}`)
})
page.on("pageerror", (err) => problems.push(`page error: ${err.message}`))

// How many different colours the canvas shows: the loading fill is one colour, the menu many.
async function canvasColours() {
    return page.evaluate(() => {
        const canvas = document.getElementById("canvas")
        const copy = document.createElement("canvas")
        copy.width = canvas.width
        copy.height = canvas.height
        const ctx = copy.getContext("2d")
        ctx.drawImage(canvas, 0, 0)
        const data = ctx.getImageData(0, 0, copy.width, copy.height).data
        const seen = new Set()
        for (let i = 0; i < data.length; i += 4 * 97) seen.add((data[i] << 16) | (data[i + 1] << 8) | data[i + 2])
        return seen.size
    })
}

let status = 0
try {
    await page.goto(url, { waitUntil: "load", timeout: 120000 })
    console.log("page loaded; waiting for the runtime and the app package")
    // The page waits for a click unless the browser already allows sound.
    await page.waitForSelector("#loader.waiting, #loader.gone", { state: "attached", timeout: 300000 })
    console.log("ready: clicking to start")
    await page.mouse.click(640, 400)
    await page.waitForSelector("#loader.gone", { state: "attached", timeout: 120000 })
    let colours = 0
    for (let i = 0; i < 120 && colours < 16; i++) {
        await page.waitForTimeout(500)
        colours = await canvasColours()
    }
    console.log(`the canvas shows ${colours} colours`)
    if (colours < 16) problems.push(`the menu did not appear on the canvas (${colours} colours)`)
} catch (err) {
    problems.push(`smoke test step failed: ${err.message}`)
} finally {
    mkdirSync(dirname(shot), { recursive: true })
    await page.screenshot({ path: shot }).catch(() => {})
    await browser.close()
}
if (problems.length) {
    console.error("WEB SMOKE TEST FAILED:\n  " + problems.join("\n  "))
    status = 1
} else {
    console.log(`web smoke test passed; screenshot in ${shot}`)
}
process.exit(status)
