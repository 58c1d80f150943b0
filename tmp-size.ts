import { buildClient, measureClient } from './bench/lib/client-size';
const out = '/tmp/cl4';
const m = measureClient('.', out, buildClient('.', out));
console.log('entry', m.entryJsGzipKb, JSON.stringify(m.entryChunks.slice(0,4)));
for (const r of m.routes) console.log(r.route, r.jsGzipKb, JSON.stringify(r.jsGzipKbByLanguage));
