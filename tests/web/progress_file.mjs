// The built page's side of "Export progress" and "Import progress", in Debian's headless
// Chromium: hh_download hands a text to the browser as a download, hh_pick_file opens the
// browser's file picker and reads the chosen file (hh_pick_state / hh_pick_text), and the
// page's text input takes a whole progress text with its letters as typed, and a refused
// copy shows the text to select, labelled as a text.  Run by
// tests/web/test_progress_page.py, which checks the JSON report this prints:
//
//   node tests/web/progress_file.mjs build/web
//
// The page is served from a stand-in address by route interception and pygbag's
// pythons.js is answered with an empty module, so no Python runs: the calls Python makes
// through platform.window are made here, with the arguments game/ui/progress_dialogs.py
// passes.  playwright-core comes from tests/wasm (npm ci there).

import { createRequire } from "node:module"
import { readFileSync, existsSync, statSync } from "node:fs"
import { join, extname, resolve } from "node:path"

const require = createRequire(new URL("../wasm/package.json", import.meta.url))
const { chromium } = require("playwright-core")

const web = resolve(process.argv[2] || "build/web")
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium"
const SITE = "http://127.0.0.1:8999/"
const CDN = "https://pygame-web.github.io/cdn/"
const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".json": "application/json",
                ".png": "image/png", ".webmanifest": "application/manifest+json", ".ttf": "font/ttf" }
const MAX_TEXT = 3000000  // game/progress.py MAX_TEXT, as pick_file passes it

const report = { errors: [] }
const browser = await chromium.launch({ executablePath, headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"] })
try {
    const context = await browser.newContext({ acceptDownloads: true, serviceWorkers: "block" })
    await context.route(CDN + "**", (route) => route.fulfill({ status: 200, body: "// stand-in\n",
        headers: { "Content-Type": "text/javascript", "Access-Control-Allow-Origin": "*" } }))
    await context.route(SITE + "**", (route) => {
        const path = decodeURIComponent(new URL(route.request().url()).pathname)
        const file = join(web, path === "/" ? "index.html" : path)
        if (!file.startsWith(web) || !existsSync(file) || !statSync(file).isFile()) {
            return route.fulfill({ status: 404, body: "not found" })
        }
        return route.fulfill({ status: 200, body: readFileSync(file),
            headers: { "Content-Type": TYPES[extname(file)] || "application/octet-stream" } })
    })
    const page = await context.newPage()
    page.on("pageerror", (err) => report.errors.push(err.message))
    await page.goto(SITE + "index.html?lang=en", { waitUntil: "load" })
    await page.waitForFunction(() => typeof window.hh_download === "function", null, { timeout: 20000 })

    // -- Export: a download with the name and the text given --------------------------------
    const text = "HeartToHeart-progress-1:" + "AbCd-_09".repeat(500) + "\n"
    const [download, started] = await Promise.all([
        page.waitForEvent("download", { timeout: 10000 }),
        page.evaluate((t) => window.hh_download("heart-to-heart-progress-2026-12-07-120000.txt", t), text),
    ])
    report.download = { returned: started, name: download.suggestedFilename(),
                        same: readFileSync(await download.path(), "utf-8") === text }

    // -- Import: the file picker, a file chosen, its text read once ----------------------------
    const pick = async (maxBytes, file) => {
        const [chooser, ticket] = await Promise.all([
            page.waitForEvent("filechooser", { timeout: 10000 }),
            page.evaluate((m) => window.hh_pick_file(m), maxBytes),
        ])
        const states = [await page.evaluate((t) => window.hh_pick_state(t), ticket)]
        const accept = await chooser.element().getAttribute("accept")
        await chooser.setFiles(file)
        await page.waitForFunction((t) => !["choosing", "pending"].includes(window.hh_pick_state(t)), ticket,
                                   { timeout: 10000 })
        states.push(await page.evaluate((t) => window.hh_pick_state(t), ticket))
        const first = await page.evaluate((t) => window.hh_pick_text(t), ticket)
        const again = await page.evaluate((t) => window.hh_pick_text(t), ticket)
        const inputs = await page.evaluate(() => document.querySelectorAll("input[type=file]").length)
        return { states, accept, same: first === file.buffer.toString("utf-8"), again, inputs_left: inputs,
                 multiple: chooser.isMultiple() }
    }
    const file = { name: "heart-to-heart-progress.txt", mimeType: "text/plain", buffer: Buffer.from(text, "utf-8") }
    report.pick = await pick(MAX_TEXT, file)
    report.too_large = await pick(100, file)

    // -- the page's input over the import field: a whole text, letters as typed ---------------
    report.entry = await page.evaluate((t) => {
        const input = document.getElementById("text-entry")
        window.hh_text_open("entry:progress", "", 3000000, "Paste", 0.1, 0.4, 0.8, 0.08)
        const progress = { maxLength: input.maxLength, autocapitalize: input.autocapitalize }
        input.value = t
        input.dispatchEvent(new Event("input"))
        const polled = JSON.parse(window.hh_text_poll())
        window.hh_text_close()
        window.hh_text_open("entry:deal", "", 20, "Code", 0.1, 0.4, 0.8, 0.08)
        const code = { maxLength: input.maxLength, autocapitalize: input.autocapitalize }
        window.hh_text_close()
        return { progress, code, polled_same: polled.value === t }
    }, text.trim())

    // -- "Copy text" refused: the page shows the progress text to select, labelled as a text --
    report.copy = await page.evaluate(async (t) => {
        // as an itch.io frame without clipboard permission answers
        navigator.clipboard.writeText = () => Promise.reject(new Error("NotAllowedError"))
        const ticket = window.hh_copy(t)
        for (let i = 0; i < 100; i++) {
            const state = window.hh_copy_state(ticket)
            if (state !== "pending") {
                return { state, label: document.getElementById("code-label").textContent,
                         same: document.getElementById("code-text").value === t }
            }
            await new Promise((done) => setTimeout(done, 50))
        }
        return { state: "pending" }
    }, text.trim())
} catch (error) {
    report.failed = String(error && error.stack || error)
} finally {
    await browser.close()
}
console.log(JSON.stringify(report))
