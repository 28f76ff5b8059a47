// The page's address normaliser against what pygbag 0.9.3's pythons.js reads from the address.
// Run by tests/web/test_page_address.py:
//
//   node tests/web/page_address.mjs SCRIPT.js < addresses.json
//
// SCRIPT.js is the page's first inline script (the one before the pythons.js tag); the input
// is a JSON list of addresses (query string and hash, e.g. "?game=ht1-ifom-aaaaaaa#top").
// For each address the script runs in a fresh context with location and history stand-ins,
// and the output (one JSON list) says the address it left, whether it called replaceState,
// and what pythons.js makes of the address before and after (pythonsReads below).

import { readFileSync } from "node:fs"
import vm from "node:vm"

const script = new vm.Script(readFileSync(process.argv[2], "utf-8"), { filename: "page-address.js" })
const addresses = JSON.parse(readFileSync(0, "utf-8"))

// pythons.js extends String with rsplit; auto_conf uses it on the script's address.
function rsplit(text, sep) {
    const at = text.lastIndexOf(sep)
    return at < 0 ? [text] : [text.slice(0, at), text.slice(at + sep.length)]
}

// What pythons.js 0.9.3 reads from the page's address: auto_conf (the script's src ends with
// "pythons.js", so the page's own query and hash are appended to it and parsed as the command
// line) and onload (the debug view), in its own order and with its own String.search calls,
// which take a string as a regular expression.
function pythonsReads(search, hash) {
    const cpy_argv = [], sys_argv = []
    let url = "https://pygame-web.github.io/cdn/0.9.3/pythons.js"
    url = url + (search || "?") + (hash || "#")
    let elems = rsplit(url, "#")
    url = elems.shift()
    try {
        if (elems.length) for (const arg of elems.pop().split("%20")) sys_argv.push(decodeURI(arg))
        elems = rsplit(url, "?")
        url = elems.shift()
        if (elems.length) for (const arg of elems.pop().split("&")) cpy_argv.push(decodeURI(arg))
    } catch (error) {
        return { crashed: String(error) }
    }
    let pystr = "python3.12"
    if (cpy_argv.length && (cpy_argv[0].search("py") >= 0)) pystr = cpy_argv[0]
    return {
        crashed: null,
        interpreter: pystr,
        interactive: search.search("-i") >= 0,
        archive: search.search(".apk") >= 0,
        debug_dev: cpy_argv.includes("-X dev") || cpy_argv.includes("-i"),
        argv: cpy_argv,
    }
}

function params(search) {
    const out = {}
    for (const [key, value] of new URLSearchParams(search)) (out[key] = out[key] || []).push(value)
    return out
}

const results = []
for (const address of addresses) {
    const cut = address.indexOf("#")
    const search0 = cut < 0 ? address : address.slice(0, cut)
    const hash = cut < 0 ? "" : address.slice(cut)
    // A browser's location.search is "" for a lone "?".
    const location = { pathname: "/heart-to-heart/", search: search0 === "?" ? "" : search0, hash: hash === "#" ? "" : hash }
    const calls = []
    const warnings = []
    const history = {
        state: null,
        replaceState(state, title, url) {
            calls.push(url)
            const rest = url.slice(location.pathname.length)
            const at = rest.indexOf("#")
            location.search = at < 0 ? rest : rest.slice(0, at)
            location.hash = at < 0 ? "" : rest.slice(at)
        },
    }
    const context = vm.createContext({ location, history, URLSearchParams, console: { warn: (m) => warnings.push(m), log() {}, error() {} } })
    let error = null
    try {
        script.runInContext(context)
    } catch (e) {
        error = String(e)
    }
    results.push({
        address,
        search: location.search,
        hash: location.hash,
        calls,
        error,
        warnings,
        before: pythonsReads(search0 === "?" ? "" : search0, hash),
        after: pythonsReads(location.search, location.hash),
        params_before: params(search0),
        params_after: params(location.search),
        codes_upper: ["deal", "game"].every((key) => JSON.stringify(params(location.search)[key] || [])
            === JSON.stringify((params(search0)[key] || []).map((v) => v.toUpperCase()))),
    })
}
process.stdout.write(JSON.stringify(results))
