// Heart to Heart & Hearts: the service worker that lets the game start with no network.
//
// tools/web_build.py writes this file into build/web as sw.js, with BUILD (a digest of the
// page and the app package of that build), APP and the pinned pygbag CDN filled in.  The
// page registers it (relative "sw.js", scope: the page's folder) where the browser allows
// one; in an iframe that cannot have one (itch.io in some browsers) the page simply runs
// online as before.
//
// What it does with each request:
//   * the page itself (a navigation, whatever ?deal= / ?game= / ?lang= it carries):
//     network first, so an update is picked up at once; offline, the last copy it saw
//     (stored without the query: one page serves every address); offline with no copy
//     (a first visit), a short page that says the game needs the network once;
//   * the app package (APP.tar.gz, or APP.apk on itch.io): cache first, from this build's
//     cache; when the page fetched from the network is of another build than this worker
//     (an update is on its way), network first until this worker is replaced;
//   * pygbag's CDN: its versioned files (0.9.3/..., index-0.9.3-*.json, the wheels under
//     cp3xx/ and pkg/, whose names carry their versions) cache first, kept across builds;
//     any other CDN file network first with the cached copy as the fallback;
//   * any other file next to the page (favicon, icons, fonts, manifest): network first,
//     the cached copy offline.
// Responses are cached only when complete (status 200, or an opaque no-cors answer from
// the CDN, whose status cannot be read); ranges (206) are never stored.

const BUILD = "{{BUILD}}"
const APP = "{{APP}}"
const CDN_ROOT = "{{CDN_ROOT}}"
const CDN_VERSION = "{{CDN_VERSION}}"
// The page's own small files (favicon, manifests, icons, fonts): stored at install, since
// the page asks for some of them only later (the bold font: a text field, an error).
const PAGE_FILES = [/* {{PAGE_FILES}} */]

const PAGE_CACHE = "hh-page"
const APP_CACHE = "hh-app-" + BUILD
const CDN_CACHE = "hh-cdn-" + CDN_VERSION
const KEEP = [PAGE_CACHE, APP_CACHE, CDN_CACHE]
const VERSIONED = new RegExp("^" + CDN_ROOT.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    + "(" + CDN_VERSION.replace(/\./g, "\\.") + "/|index-" + CDN_VERSION.replace(/\./g, "\\.") + "-|cp3\\d+/|pkg/)")

// Set when the page came from the network with another build's marker: this worker's
// cached app package is then older than the page, so the package is fetched afresh.
let pageIsNewer = false

const scopeUrl = () => self.registration.scope  // the page's folder, ending in "/"

self.addEventListener("install", (event) => {
    // Keep the page of this build and its files (the archive follows when the page asks for it).
    event.waitUntil((async () => {
        const cache = await caches.open(PAGE_CACHE)
        await Promise.allSettled(PAGE_FILES.map(async (name) => {
            const response = await fetch(new Request(name, { cache: "no-cache" }))
            if (response.status === 200) await cache.put(new URL(name, scopeUrl()).href, response)
        }))
        for (const name of ["./", "index.html"]) {
            try {
                const response = await fetch(new Request(name, { cache: "no-cache" }))
                if (response.ok) {
                    await cache.put(scopeUrl(), response)
                    break
                }
            } catch (error) {
                // offline while installing: the page is stored at its next network visit
            }
        }
        await self.skipWaiting()
    })())
})

self.addEventListener("activate", (event) => {
    event.waitUntil((async () => {
        for (const name of await caches.keys()) {
            if (name.startsWith("hh-") && !KEEP.includes(name)) await caches.delete(name)
        }
        await self.clients.claim()
    })())
})

self.addEventListener("fetch", (event) => {
    const request = event.request
    const url = new URL(request.url)
    if (request.method === "HEAD" && url.origin === self.location.origin && isArchive(url)) {
        event.respondWith(headOfArchive(request))  // the page checks the package is there
        return
    }
    if (request.method !== "GET") return
    if (request.mode === "navigate") {
        event.respondWith(page(request))
    } else if (url.href.startsWith(CDN_ROOT)) {
        event.respondWith(VERSIONED.test(url.href) ? cacheFirst(request, CDN_CACHE, fetchCdn)
            : networkFirst(request, CDN_CACHE, fetchCdn))
    } else if (url.origin === self.location.origin && isArchive(url)) {
        event.respondWith(pageIsNewer ? networkFirst(request, APP_CACHE) : cacheFirst(request, APP_CACHE))
    } else if (url.origin === self.location.origin && url.href.startsWith(scopeUrl())) {
        event.respondWith(networkFirst(request, PAGE_CACHE))
    }
})

// The page lists what it fetched before this worker took over (the runtime starts at
// once, the worker installs meanwhile): stored now, so the first visit is enough.
self.addEventListener("message", (event) => {
    const data = event.data || {}
    if (data.type !== "hh-keep" || !Array.isArray(data.urls)) return
    event.waitUntil(keep(data.urls.slice(0, 500)).then((count) => {
        if (event.source) event.source.postMessage({ type: "hh-kept", count: count })
    }))
})

async function keep(urls) {
    let count = 0
    for (const href of urls) {
        let url
        try {
            url = new URL(href)
        } catch (error) {
            continue
        }
        url.hash = ""
        let cacheName = null
        if (url.href.startsWith(CDN_ROOT)) cacheName = CDN_CACHE
        else if (url.origin === self.location.origin && isArchive(url)) cacheName = APP_CACHE
        else if (url.origin === self.location.origin && url.href.startsWith(scopeUrl())
                 && !url.pathname.endsWith("/sw.js")) cacheName = PAGE_CACHE
        if (!cacheName) continue
        const request = new Request(url.href)
        const pageItself = cacheName === PAGE_CACHE && (url.pathname.endsWith("/") || url.pathname.endsWith(".html"))
        const where = pageItself ? scopeUrl() : key(request)
        const cache = await caches.open(cacheName)
        if (await cache.match(where, { ignoreVary: true })) {
            count += 1
            continue
        }
        try {
            const response = cacheName === CDN_CACHE ? await fetchCdn(request) : await fetch(request)
            if (storable(response)) {
                await cache.put(where, response)
                count += 1
            }
        } catch (error) {
            // gone offline meanwhile: stored at the next visit
        }
    }
    return count
}

// The CDN answers with CORS headers: asking in "cors" mode stores a response that serves
// a module script, a fetch() and a plain <script> alike (an opaque one would not).
async function fetchCdn(request) {
    try {
        return await fetch(new Request(request.url, { mode: "cors", credentials: "omit" }))
    } catch (error) {
        return fetch(request)
    }
}

// Offline, the page's quick "is the package there?" check is answered from the cache.
async function headOfArchive(request) {
    try {
        return await fetch(request)
    } catch (error) {
        const hit = await (await caches.open(APP_CACHE)).match(key(request), { ignoreVary: true, ignoreMethod: true })
        if (hit) return new Response(null, { status: 200, headers: hit.headers })
        throw error
    }
}

function isArchive(url) {
    const name = url.pathname.split("/").pop()
    return name === APP + ".tar.gz" || name === APP + ".apk"
}

function storable(response) {
    return response && (response.status === 200 || response.type === "opaque")
}

// Where a request is stored: without its query for the page's own folder (the page and
// its files do not change with ?deal=...), the full address for the CDN.
function key(request) {
    const url = new URL(request.url)
    if (url.origin === self.location.origin) return url.origin + url.pathname
    return request.url
}

async function cacheFirst(request, cacheName, get = fetch) {
    const cache = await caches.open(cacheName)
    const hit = await cache.match(key(request), { ignoreVary: true })
    if (hit) return hit
    const response = await get(request)
    if (storable(response) && !request.headers.has("range")) await cache.put(key(request), response.clone())
    return response
}

async function networkFirst(request, cacheName, get = fetch) {
    const cache = await caches.open(cacheName)
    try {
        const response = await get(request)
        if (storable(response) && !request.headers.has("range")) await cache.put(key(request), response.clone())
        return response
    } catch (error) {
        const hit = await cache.match(key(request), { ignoreVary: true })
        if (hit) return hit
        throw error
    }
}

async function page(request) {
    const cache = await caches.open(PAGE_CACHE)
    try {
        const response = await fetch(request)
        if (response.status === 200) {
            await cache.put(scopeUrl(), response.clone())
            const text = await response.clone().text()
            const marker = text.match(/<meta name="hh-build" content="([^"]*)">/)
            pageIsNewer = Boolean(marker && marker[1] !== BUILD)
        }
        return response
    } catch (error) {
        const hit = (await cache.match(scopeUrl())) || (await cache.match(request, { ignoreSearch: true }))
        if (hit) return hit
        return offlinePage(new URL(request.url))
    }
}

// A first visit with no network: nothing is stored yet, so say so in the page's look.
function offlinePage(url) {
    const asked = (url.searchParams.get("lang") || "").toLowerCase()
    const ru = asked ? asked === "ru" : (self.navigator.language || "").toLowerCase().startsWith("ru")
    const t = ru
        ? { lang: "ru", title: "Нет подключения к интернету",
            text: "Игру нужно один раз загрузить с подключением к интернету (около 30 МБ). После этого она запускается и без сети.",
            button: "Попробовать снова" }
        : { lang: "en", title: "No internet connection",
            text: "The game has to be downloaded once with an internet connection (about 30 MB). After that it starts with no network too.",
            button: "Try again" }
    const html = `<!DOCTYPE html><html lang="${t.lang}"><head><meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#07301d"><title>${t.title}</title>
<style>html,body{margin:0;height:100%;background:radial-gradient(ellipse at center,#0e5434 0%,#07301d 100%);color:#f4ecd8;
font-family:"DejaVu Sans",Verdana,system-ui,sans-serif;display:flex;align-items:center;justify-content:center;text-align:center}
main{max-width:34em;padding:1em}h1{color:#e2c06b;font-weight:bold;font-size:1.4em}
button{font:inherit;background:#e2c06b;color:#07301d;border:0;border-radius:8px;padding:.6em 1.4em;min-height:44px}</style></head>
<body><main id="offline"><h1>${t.title}</h1><p>${t.text}</p><button type="button" onclick="location.reload()">${t.button}</button></main></body></html>`
    return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } })
}
