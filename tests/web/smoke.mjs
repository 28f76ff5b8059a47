// Boot the built page in headless Chrome from pygbag's real CDN and play one tap.
// Run by .github/workflows/web.yml (where the CDN is reachable), or by hand:
//
//   python3 tools/web_build.py && SDL_VIDEODRIVER=dummy python3 tests/web/tap_points.py > build/tap-points.json
//   python3 -m http.server --bind 127.0.0.1 --directory build/web 8000 &
//   (cd tests/wasm && npm ci) && node tests/web/smoke.mjs http://127.0.0.1:8000/ shots/web build/tap-points.json
//
// Steps: load the page and wait for "click or tap to start" (or a failure message), click,
// wait until main.py has drawn the menu (the loading screen goes), tap "Heart to Heart",
// let the deal settle, tap the tip card of the heart, and check that the canvas changed at
// each tap.  The canvas is compared through page screenshots (a WebGL canvas cannot be read
// back reliably); the images are decoded and compared inside the page.  Every screenshot and
// the whole browser console (console.log) are written to the output folder, pass or fail.
//
// Browser: $CHROME, else /usr/bin/google-chrome, else /usr/bin/chromium.  playwright-core
// comes from tests/wasm (npm ci there); it downloads no browser of its own.
// 127.0.0.1, not localhost: on localhost pygbag's runtime expects its own dev server.

import { createRequire } from "node:module"
import { existsSync, mkdirSync, readFileSync, writeFileSync, appendFileSync } from "node:fs"
import { join } from "node:path"

const require = createRequire(new URL("../wasm/package.json", import.meta.url))
const { chromium } = require("playwright-core")

const url = process.argv[2] || "http://127.0.0.1:8000/"
const out = process.argv[3] || "shots/web"
const points = JSON.parse(readFileSync(process.argv[4] || "build/tap-points.json", "utf-8"))
const executablePath = [process.env.CHROME, "/usr/bin/google-chrome", "/usr/bin/chromium"].find((p) => p && existsSync(p))
if (!executablePath) {
    console.error("no browser found: set $CHROME")
    process.exit(2)
}
mkdirSync(out, { recursive: true })
const consoleLog = join(out, "console.log")
writeFileSync(consoleLog, `${new Date().toISOString()} ${url}\n`)
const log = (line) => {
    appendFileSync(consoleLog, line + "\n")
    console.log(line)
}

const problems = []
const browser = await chromium.launch({
    executablePath,
    headless: true,
    // software WebGL on a runner without a GPU; sound only after a gesture, as for a person
    args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--autoplay-policy=user-gesture-required"],
})
const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 })
page.on("console", (msg) => log(`[${msg.type()}] ${msg.text()}`))
page.on("pageerror", (err) => log(`[pageerror] ${err.message}`))
page.on("requestfailed", (req) => log(`[requestfailed] ${req.url()} ${req.failure()?.errorText}`))
page.on("response", (res) => { if (res.status() >= 400) log(`[http ${res.status()}] ${res.url()}`) })
page.on("dialog", (dialog) => { log(`[dialog] ${dialog.message()}`); dialog.dismiss().catch(() => {}) })

let shots = 0
async function shot(name) {
    const file = join(out, `${String(++shots).padStart(2, "0")}-${name}.png`)
    const box = await page.locator("#canvas").boundingBox()
    const png = await page.screenshot({ path: file, clip: box && box.width > 4 ? box : undefined })
    log(`screenshot ${file}`)
    return png
}

// Pixels that differ between two screenshots (decoded in the page: no image library needed).
async function changed(a, b) {
    return page.evaluate(async ([a, b]) => {
        const load = (data) => new Promise((ok, fail) => {
            const img = new Image()
            img.onload = () => ok(img)
            img.onerror = fail
            img.src = "data:image/png;base64," + data
        })
        const [ia, ib] = await Promise.all([load(a), load(b)])
        const w = Math.min(ia.width, ib.width), h = Math.min(ia.height, ib.height)
        const pixels = (img) => {
            const c = document.createElement("canvas")
            c.width = w
            c.height = h
            const ctx = c.getContext("2d")
            ctx.drawImage(img, 0, 0)
            return ctx.getImageData(0, 0, w, h).data
        }
        const pa = pixels(ia), pb = pixels(ib)
        let n = 0
        for (let i = 0; i < pa.length; i += 4) {
            if (Math.abs(pa[i] - pb[i]) + Math.abs(pa[i + 1] - pb[i + 1]) + Math.abs(pa[i + 2] - pb[i + 2]) > 30) n++
        }
        return n
    }, [a.toString("base64"), b.toString("base64")])
}

// Screenshots until two in a row are the same (animations over), at most `ms`.
async function settle(ms) {
    let last = await shot("settling")
    for (let waited = 0; waited < ms; waited += 700) {
        await page.waitForTimeout(700)
        const now = await page.screenshot({ clip: await page.locator("#canvas").boundingBox() })
        if ((await changed(last, now)) === 0) return
        last = now
    }
}

async function tap(fraction, what) {
    const box = await page.locator("#canvas").boundingBox()
    const x = box.x + fraction[0] * box.width, y = box.y + fraction[1] * box.height
    log(`tap ${what} at ${Math.round(x)},${Math.round(y)}`)
    await page.mouse.click(x, y)
}

async function failure() {
    return page.evaluate(() => document.getElementById("loader").classList.contains("failed")
        ? document.getElementById("failure").innerText : "")
}

try {
    await page.goto(url, { waitUntil: "load", timeout: 120000 })
    log("page loaded; waiting for the runtime, the app package and 'click or tap to start'")
    await page.waitForSelector("#loader.waiting, #loader.gone, #loader.failed", { state: "attached", timeout: 300000 })
    await page.screenshot({ path: join(out, "00-loader.png") })
    if (await failure()) throw new Error("the page reports: " + (await failure()))
    await page.mouse.click(640, 360)
    await page.waitForSelector("#loader.gone, #loader.failed", { state: "attached", timeout: 300000 })
    if (await failure()) throw new Error("the page reports: " + (await failure()))
    await settle(5000)
    const menu = await shot("menu")

    await tap(points.menu_heart_to_heart, "Heart to Heart")
    await settle(3000)
    await tap(points.offer_no, "No, thanks (a first start offers the lessons)")
    await settle(15000)
    const table = await shot("heart-to-heart")
    const opened = await changed(menu, table)
    log(`Heart to Heart opened: ${opened} pixels changed`)
    if (opened < 1000) problems.push(`the canvas did not change after tapping Heart to Heart (${opened} pixels)`)

    await tap(points.tip_card, "the tip card")
    await page.waitForTimeout(1500)
    const tapped = await shot("tip-tapped")
    const selected = await changed(table, tapped)
    log(`tip card tapped: ${selected} pixels changed`)
    if (selected < 200) problems.push(`the canvas did not change after tapping the tip card (${selected} pixels)`)
} catch (err) {
    problems.push(`smoke test step failed: ${err.message}`)
} finally {
    await page.screenshot({ path: join(out, "99-page.png") }).catch(() => {})
    await browser.close()
}
if (problems.length) {
    log("WEB SMOKE TEST FAILED:\n  " + problems.join("\n  "))
    process.exit(1)
}
log(`web smoke test passed; screenshots and console.log in ${out}`)
