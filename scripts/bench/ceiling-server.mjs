// The ceiling: a bare node:http server that answers requests with responses the app gave, recorded byte for byte,
// so the benchmark can show how close the app comes to what Node itself can serve on this machine.
//   node scripts/bench/ceiling-server.mjs <responses.json> <bodies file>
// responses.json lists { path?, status, headers, offset, length }: a request for `path` gets that response, and
// an entry without a path answers every other request. Bodies are slices of the bodies file.
import fs from 'node:fs'
import http from 'node:http'

const [indexFile, bodiesFile] = process.argv.slice(2)
const bodies = fs.readFileSync(bodiesFile)
const byPath = new Map()
let fallback
for (const { path, status, headers, offset, length } of JSON.parse(fs.readFileSync(indexFile, 'utf8'))) {
  // A flat [name, value, name, value…] list keeps repeated headers (Set-Cookie) exactly as the app sent them.
  const response = { status, headers, body: bodies.subarray(offset, offset + length) }
  if (path === undefined) fallback = response
  else byPath.set(path, response)
}
const server = http.createServer((request, response) => {
  const recorded = byPath.get(request.url) ?? fallback
  if (!recorded) {
    response.writeHead(404)
    response.end()
    return
  }
  response.writeHead(recorded.status, recorded.headers)
  response.end(recorded.body)
})
server.listen(0, '127.0.0.1', () => console.log(`ceiling listening on ${server.address().port}`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
