import puppeteer from 'puppeteer-core';
const [path = '/', port = '4174'] = process.argv.slice(2);
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--headless=new','--disable-background-networking','--disable-component-update','--no-first-run'] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle0' });
await new Promise((r) => setTimeout(r, 1500));
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => `${n.callFrame.functionName || '(anon)'}@${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
let t = profile.startTime; const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return { id, t }; });
const busy = (s) => { const n = byId.get(s.id).callFrame.functionName; return n !== '(idle)' && n !== '(program)' || false; };
// bursts: consecutive samples that are not idle, gaps < 2ms
const bursts = []; let cur = null;
for (const s of samples) { const nm = byId.get(s.id).callFrame.functionName; if (nm === '(idle)') { if (cur) { bursts.push(cur); cur = null; } continue; } if (!cur) cur = { start: s.t, end: s.t, list: [] }; cur.end = s.t; cur.list.push(s); }
if (cur) bursts.push(cur);
for (const b of bursts.filter((b) => b.end - b.start > 40000)) {
  const selfT = new Map(), incl = new Map();
  for (const s of b.list) { const n = byId.get(s.id); selfT.set(name(n), (selfT.get(name(n)) ?? 0) + 1); const seen = new Set(); let id = s.id; while (id) { const k = name(byId.get(id)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + 1); } id = parent.get(id); } }
  console.log(`\n=== burst at ${((b.start - profile.startTime)/1000).toFixed(0)} ms, ${((b.end-b.start)/1000).toFixed(0)} ms, samples ${b.list.length}`);
  console.log(' self:', [...selfT].sort((a,b)=>b[1]-a[1]).slice(0,8).map(([k,v])=>`${k} ${v}`).join(' | '));
  console.log(' incl:', [...incl].sort((a,b)=>b[1]-a[1]).filter(([k])=>!k.startsWith('(root)')).slice(0,25).map(([k,v])=>`${k} ${v}`).join(' | '));
}
await browser.close();
