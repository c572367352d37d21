// The bench's plain Node reference (bench/run.mjs): answers `/<name>` with the gzipped bytes of `<dir>/<name>.gz`, kept in
// memory, and nothing else. A process of its own, like the web server it is compared with.
import http from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, port] = process.argv.slice(2);
const bodies = new Map(readdirSync(dir).filter((f) => f.endsWith('.gz')).map((f) => [`/${f.slice(0, -3)}`, readFileSync(path.join(dir, f))]));
http
  .createServer((req, res) => {
    const body = bodies.get(req.url ?? '');
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': body.length, 'cache-control': 'public, s-maxage=10' });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1');
