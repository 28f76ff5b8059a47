// The built page as a phone player meets it, in Debian's headless Chromium: install to the
// home screen, offline play, the HTML input over a text field.  Run by
// tests/web/test_page_offline.py, which reads the JSON report this prints and checks it:
//
//   node tests/web/pwa.mjs build/web
//
// pygbag's CDN cannot be reached here, so its addresses are answered by route interception
// with stand-ins: pythons.js is a small module that fetches what the runtime fetches (the
// interpreter, the package index, the pygame-ce wheel, the app package next to the page)
// and then plays the Python side of the page's hooks (hh_stage, and hh_text_* the way
// game/ui/web_text.py drives them).  So this checks the caching of those addresses and the
// page's own JavaScript, not the runtime itself.  The page is served from 127.0.0.1 by this
// script (a secure context, as https would be); nothing leaves the machine.
//
// playwright-core comes from tests/wasm (npm ci there); the browser is /usr/bin/chromium or $CHROMIUM.

import { createRequire } from "node:module"
import { createServer } from "node:http"
import { readFileSync, existsSync, statSync, mkdtempSync, rmSync } from "node:fs"
import { join, extname, resolve } from "node:path"
import { tmpdir } from "node:os"

const require = createRequire(new URL("../wasm/package.json", import.meta.url))
const { chromium } = require("playwright-core")

const web = resolve(process.argv[2] || "build/web")
const executablePath = process.env.CHROMIUM || "/usr/bin/chromium"
const CDN = "https://pygame-web.github.io/cdn/"
const ARCHIVE = "heart-to-heart.tar.gz"
// What the stand-in runtime fetches from the CDN ("no-cors": the way pythons.js's cross_file asks).
const CDN_FILES = [
    ["0.9.3/cpythonrc.py", "cors"],
    ["0.9.3/cpython312/main.js", "cors"],
    ["0.9.3/cpython312/main.wasm", "cors"],
    ["0.9.3/cpython312/main.data", "no-cors"],
    ["index-0.9.3-cp312.json", "cors"],
    ["cp312/pygame_ce-2.5.7.dev1-cp312-cp312-wasm32_bi_emscripten.whl", "cors"],
    ["vtx.js", "cors"],
]

const STANDIN = `
// Stand-in for pygbag's pythons.js (served at its CDN address by the test).
const CDN = ${JSON.stringify(CDN)}
const files = ${JSON.stringify(CDN_FILES)}
const run = window.__standin = { cdn: {}, archive: null, done: false, sdl_keys: 0, log: [], submitted: [], cancelled: 0 }
window.addEventListener("keydown", () => { run.sdl_keys += 1 })  // SDL listens on the window
async function boot() {
    for (const [name, mode] of files) {
        try {
            const response = await fetch(CDN + name, { mode: mode, credentials: "omit" })
            run.cdn[name] = response.type === "opaque" ? "opaque" : response.status + " " + (await response.text())
        } catch (error) {
            run.cdn[name] = "failed: " + error
        }
    }
    hh_stage("package")
    try {
        const response = await fetch(${JSON.stringify(ARCHIVE)})
        run.archive = response.status + " " + (await response.arrayBuffer()).byteLength
    } catch (error) {
        run.archive = "failed: " + error
    }
    hh_stage("ready")
    run.done = true
}
// The Python side of a text field (game/ui/web_text.py): open over the field, poll, keep
// only what a deal code may hold, in capitals; Enter plays, Escape cancels.
run.openDealCode = function () {
    let value = ""
    hh_text_open("entry:deal", value, 20, "Deal code", 0.3, 0.45, 0.4, 0.08)
    const timer = setInterval(function () {
        const state = JSON.parse(hh_text_poll())
        if (state.value !== value) {
            value = state.value.toUpperCase().replace(/[^A-Z0-9-]/g, "").slice(0, 20)
            run.log.push(value)
            if (value !== state.value && !state.composing) hh_text_set(value)
        }
        for (const key of state.keys) {
            if (key === "enter") run.submitted.push(value)
            if (key === "escape") run.cancelled += 1
            clearInterval(timer)
            hh_text_close()
            return
        }
    }, 33)
}
boot()
`

const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".png": "image/png",
    ".webmanifest": "application/manifest+json", ".ttf": "font/ttf", ".gz": "application/gzip",
    ".apk": "application/zip", ".json": "application/json" }

// A new version published on the same address: another build digest in the page and the
// worker, and an app package 7 bytes longer.
const UPDATE = "0123456789abcdef"
function updated(name, body) {
    if (name === "index.html") return Buffer.from(body.toString("utf-8").replace(/<meta name="hh-build" content="[^"]*">/, `<meta name="hh-build" content="${UPDATE}">`))
    if (name === "sw.js") return Buffer.from(body.toString("utf-8").replace(/const BUILD = "[^"]*"/, `const BUILD = "${UPDATE}"`))
    if (name === ARCHIVE) return Buffer.concat([body, Buffer.from("update!")])
    return body
}

function serve() {
    const sockets = new Set()
    const hits = []
    const state = { updated: false }
    const server = createServer((req, res) => {
        const path = decodeURIComponent(req.url.split("?")[0])
        hits.push(path)
        if (path === "/parent.html") {
            // another origin (localhost) framing the page on 127.0.0.1, sandboxed without
            // allow-same-origin: a frame that can have no service worker
            const port = server.address().port
            res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
            res.end(`<!DOCTYPE html><title>frame</title><iframe id="game" sandbox="allow-scripts" width="800" height="450"
                src="http://127.0.0.1:${port}/index.html"></iframe>`)
            return
        }
        const file = join(web, path === "/" ? "index.html" : path)
        if (!file.startsWith(web) || !existsSync(file) || !statSync(file).isFile()) {
            res.writeHead(404, { "Access-Control-Allow-Origin": "*" })
            res.end("not found")
            return
        }
        let body = readFileSync(file)
        if (state.updated) body = updated(path === "/" ? "index.html" : path.slice(1), body)
        res.writeHead(200, { "Content-Type": TYPES[extname(file)] || "application/octet-stream",
            "Content-Length": body.length, "Access-Control-Allow-Origin": "*", "Cache-Control": "no-cache" })
        res.end(req.method === "HEAD" ? undefined : body)
    })
    server.on("connection", (s) => { sockets.add(s); s.on("close", () => sockets.delete(s)) })
    return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok({
        server, hits, state, port: server.address().port,
        stop: () => new Promise((done) => { server.close(done); for (const s of sockets) s.destroy() }),
    })))
}

async function cdnRoute(context, hits) {
    await context.route(CDN + "**", async (route) => {
        const url = route.request().url()
        const name = url.slice(CDN.length).split("?")[0]
        hits.push(name)
        const body = name === "0.9.3/pythons.js" ? STANDIN : "stand-in for " + name
        await route.fulfill({ status: 200, body, headers: {
            "Content-Type": name.endsWith(".js") ? "text/javascript" : "application/octet-stream",
            "Access-Control-Allow-Origin": "*" } })
    })
}

const ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
              "--disable-component-update", "--disable-sync"]
const launch = () => chromium.launch({ executablePath, headless: true, args: ARGS })

const report = { errors: [] }
const browser = await launch()
const note = (where) => (msg) => { if (msg.type() === "error") report.errors.push(`${where}: ${msg.text()} (${msg.location().url})`) }
try {
    // -- 1. a first visit: manifest, icons, installability, the worker, then offline -----
    const site = await serve()
    const url = `http://127.0.0.1:${site.port}/`
    // A profile on disk, not an incognito context: Chromium installs apps only from a real profile.
    const profile = mkdtempSync(join(tmpdir(), "hh-pwa-"))
    const context = await chromium.launchPersistentContext(profile, { executablePath, headless: true, args: ARGS,
        viewport: { width: 900, height: 600 }, serviceWorkers: "allow" })
    const cdnHits = []
    await cdnRoute(context, cdnHits)
    const page = await context.newPage()
    page.on("console", note("page"))
    page.on("pageerror", (err) => report.errors.push(`page: ${err.message}`))
    await page.goto(url + "?deal=hh1-n-aaaaaaa&lang=en", { waitUntil: "load" })
    await page.waitForFunction(() => window.__standin && window.__standin.done, null, { timeout: 30000 })
    report.first = await page.evaluate(() => window.__standin)
    report.address = await page.evaluate(() => location.search)

    report.manifest = await page.evaluate(async () => {
        const link = document.querySelector("link[rel=manifest]")
        const response = await fetch(link.href)
        const text = await response.text()
        let data = null
        try { data = JSON.parse(text) } catch (error) { return { href: link.getAttribute("href"), error: String(error) } }
        const icons = []
        for (const icon of data.icons || []) {
            const img = new Image()
            img.src = new URL(icon.src, response.url).href
            try { await img.decode(); icons.push({ src: icon.src, sizes: icon.sizes, purpose: icon.purpose, width: img.naturalWidth, height: img.naturalHeight }) }
            catch (error) { icons.push({ src: icon.src, error: String(error) }) }
        }
        return { href: link.getAttribute("href"), contentType: response.headers.get("content-type"), data, icons }
    })
    report.apple_icon = await page.evaluate(() => document.querySelector("link[rel=apple-touch-icon]")?.getAttribute("href"))
    report.relative_urls = await page.evaluate(() => [...document.querySelectorAll("link[href], script[src], img[src]")]
        .map((el) => el.getAttribute("href") || el.getAttribute("src")))

    await page.waitForFunction(() => window.hh_offline === "kept", null, { timeout: 20000 }).catch(() => {})
    report.first_visit = await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.getRegistration()
        return { offline: window.hh_offline, scope: reg && reg.scope, script: reg && reg.active && reg.active.scriptURL }
    })

    const cdp = await context.newCDPSession(page)
    report.cdp_manifest = await cdp.send("Page.getAppManifest").catch((e) => ({ failed: String(e) }))
    report.installability = await cdp.send("Page.getInstallabilityErrors").catch((e) => ({ failed: String(e) }))

    // reload online: the worker now controls the page
    await page.reload({ waitUntil: "load" })
    await page.waitForFunction(() => window.__standin && window.__standin.done, null, { timeout: 30000 })
    await page.waitForFunction(() => window.hh_offline === "kept", null, { timeout: 10000 }).catch(() => {})
    report.reload = await page.evaluate(() => ({
        offline: window.hh_offline,
        controlled: !!navigator.serviceWorker.controller,
        script: navigator.serviceWorker.controller && navigator.serviceWorker.controller.scriptURL,
        run: window.__standin,
    }))
    report.cdn_hits_online = [...cdnHits]

    // a new version: the page (network first) brings it at once, and with it the new app
    // package, not the stored one.  (The browser replaces the worker itself after its own
    // update check, which this harness does not wait for.)
    site.state.updated = true
    await page.reload({ waitUntil: "load" })
    await page.waitForFunction(() => window.__standin && window.__standin.done, null, { timeout: 30000 })
    report.update = { archive: await page.evaluate(() => window.__standin.archive),
                      build: await page.evaluate(() => document.querySelector("meta[name=hh-build]").content) }

    // -- 2. offline: no network at all, the page's server gone too --------------------------
    await context.unrouteAll({ behavior: "ignoreErrors" })
    await context.route(CDN + "**", (route) => { cdnHits.push("OFFLINE " + route.request().url()); route.abort("internetdisconnected") })
    await site.stop()
    await context.setOffline(true)
    const served = site.hits.length
    await page.reload({ waitUntil: "load" })
    await page.waitForFunction(() => window.__standin && window.__standin.done, null, { timeout: 30000 })
    report.offline = await page.evaluate(() => ({
        online: navigator.onLine, title: document.title, controlled: !!navigator.serviceWorker.controller,
        run: window.__standin, failed: document.getElementById("loader").classList.contains("failed"),
        search: location.search,
    }))
    report.offline.server_hits = site.hits.length - served
    report.cdn_hits_offline = cdnHits.filter((h) => h.startsWith("OFFLINE"))

    // -- 3. the HTML input over the deal-code field (offline too) ---------------------------
    await page.evaluate(() => window.__standin.openDealCode())
    const entry = page.locator("#text-entry")
    await entry.waitFor({ state: "visible", timeout: 5000 })
    const boxes = await page.evaluate(() => ({
        entry: document.getElementById("text-entry").getBoundingClientRect().toJSON(),
        canvas: document.getElementById("canvas").getBoundingClientRect().toJSON(),
        focused: document.activeElement && document.activeElement.id,
    }))
    await page.keyboard.type("hh1-n", { delay: 40 })
    await page.waitForTimeout(300)
    const afterTyping = await page.evaluate(() => ({ value: document.getElementById("text-entry").value,
        log: [...window.__standin.log], sdl_keys: window.__standin.sdl_keys }))
    await page.keyboard.press("Enter")
    await page.waitForTimeout(300)
    const afterEnter = await page.evaluate(() => ({ submitted: [...window.__standin.submitted],
        shown: document.getElementById("text-entry").classList.contains("shown") }))
    await page.evaluate(() => window.__standin.openDealCode())
    await entry.waitFor({ state: "visible", timeout: 5000 })
    await page.keyboard.press("Escape")
    await page.waitForTimeout(300)
    const afterEscape = await page.evaluate(() => ({ cancelled: window.__standin.cancelled,
        shown: document.getElementById("text-entry").classList.contains("shown") }))
    report.text_entry = { boxes, afterTyping, afterEnter, afterEscape }
    report.fullscreen_button = await page.evaluate(() => document.getElementById("fullscreen").classList.contains("available"))
    await context.close()
    rmSync(profile, { recursive: true, force: true })

    // -- 4. a first visit with no network: a clear message ----------------------------------
    const site2 = await serve()
    const url2 = `http://127.0.0.1:${site2.port}/`
    const fresh = await browser.newContext({ serviceWorkers: "allow" })
    await fresh.route(CDN + "**", async (route) => {
        await fresh.setOffline(true)
        await route.abort("internetdisconnected")
    })
    const cold = await fresh.newPage()
    await cold.goto(url2 + "?lang=ru", { waitUntil: "load" })
    await cold.waitForSelector("#loader.failed", { timeout: 15000 }).catch(() => {})
    report.first_visit_offline = await cold.evaluate(() => ({
        failed: document.getElementById("loader").classList.contains("failed"),
        what: document.getElementById("failure-what").textContent,
        hint: document.getElementById("failure-hint").textContent,
        font: getComputedStyle(document.getElementById("failure-what")).fontFamily,
        manifest: document.querySelector("link[rel=manifest]").getAttribute("href"),
    }))
    report.fullscreen = { available: await cold.evaluate(() => document.getElementById("fullscreen").classList.contains("available")) }
    await cold.click("#fullscreen")
    await cold.waitForFunction(() => !!document.fullscreenElement, null, { timeout: 3000 }).catch(() => {})
    report.fullscreen.entered = await cold.evaluate(() => !!document.fullscreenElement)
    await cold.screenshot({ path: join(tmpdir(), "hh-pwa-offline-first-visit.png") })
    await fresh.close()

    // -- 5. in an iframe that can have no service worker: no error, the game still starts ---
    const framed = await browser.newContext({ serviceWorkers: "allow" })
    await cdnRoute(framed, [])
    const host = await framed.newPage()
    const frameErrors = []
    host.on("console", (msg) => { if (msg.type() === "error") frameErrors.push(msg.text()) })
    host.on("pageerror", (err) => frameErrors.push(err.message))
    await host.goto(`http://localhost:${site2.port}/parent.html`, { waitUntil: "load" })
    const frame = await (await host.waitForSelector("#game")).contentFrame()
    await frame.waitForFunction(() => window.__standin && window.__standin.done, null, { timeout: 30000 })
    report.iframe = { errors: frameErrors, offline: await frame.evaluate(() => window.hh_offline),
                      fullscreen: await frame.evaluate(() => document.getElementById("fullscreen").classList.contains("available")),
                      run: await frame.evaluate(() => window.__standin.archive) }
    await framed.close()
    await site2.stop()
} catch (err) {
    report.failed = String(err && err.stack ? err.stack : err)
} finally {
    await browser.close()
}
process.stdout.write(JSON.stringify(report) + "\n")
