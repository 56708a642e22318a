// The closing table of `npm run bench`: every figure row the benches kept, B1…B10 first,
// and the rows taken from vitest's bench JSON (hub ingest in Node, control call in Node).

/** The figures the issue asks for; a run that misses one says so. */
export const REQUIRED_FIGURES = ['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B8', 'B9', 'B10'];

const figureId = (row) => /^(B\d+)\b/.exec(String(row.figure))?.[1];
const figureOrder = (row) => {
  const id = figureId(row);
  return id === undefined ? 100 : Number(id.slice(1));
};

function benchmarks(vitestResults) {
  return (vitestResults.files ?? []).flatMap((file) =>
    (file.groups ?? []).flatMap((group) => group.benchmarks ?? []),
  );
}

/** Rows from vitest's bench output: hub ingest (events/s) and the Node control-call round trip. */
export function vitestRows(vitestResults) {
  const all = benchmarks(vitestResults);
  const find = (name) => all.find((b) => b.name.startsWith(name));
  const rows = [];
  const ingest = find('decode + reduce + diff + flush');
  const perIteration = Number(
    /ingest (\d+) events/.exec(JSON.stringify(vitestResults))?.[1] ?? 11_000,
  );
  if (ingest) {
    const eventsPerSecond = Math.round(ingest.hz * perIteration);
    rows.push({
      figure: `hub ingest in Node: events/s through decode, reducers, diff and flush to 3 tabs`,
      candidate: eventsPerSecond,
      peer: '—',
      ratio: '—',
      target: '≥ 200,000',
      met: eventsPerSecond >= 200_000,
    });
  }
  const comlink = find('Comlink call over a MessagePort');
  const echo = find('raw MessagePort echo');
  if (comlink && echo) {
    const aboveEchoUs = Math.round((comlink.median - echo.median) * 1000 * 10) / 10;
    rows.push({
      figure: 'control call in Node: Comlink p50 above a raw MessagePort echo, µs',
      candidate: aboveEchoUs,
      peer: '—',
      ratio: '—',
      target: '≤ 100',
      met: aboveEchoUs <= 100,
    });
  }
  const candidate = find('candidate: patch of what changed');
  const peer = find('peer: full snapshot');
  if (candidate && peer) {
    const c = Math.round(candidate.mean * 1000) / 1000;
    const p = Math.round(peer.mean * 1000) / 1000;
    rows.push({
      figure:
        'delivery in Node: ms to clone and apply one update of 50 of 1,000 business processes',
      candidate: c,
      peer: p,
      ratio: Math.round((p / c) * 10) / 10,
      target: 'candidate ≥ 10× cheaper',
      met: p / c >= 10,
    });
  }
  return rows;
}

/** Prints one table of every row, B1…B10 first; returns the required figures with no row. */
export function printFigureTable(rowsByBench) {
  const rows = Object.values(rowsByBench).flat();
  rows.sort((a, b) => figureOrder(a) - figureOrder(b));
  console.log(
    '\nEvery figure (candidate: this product; peer: a hub and socket per tab, whole snapshots, React state)',
  );
  console.table(rows.map((row) => ({ ...row, met: row.met ? 'yes' : 'no' })));
  const present = new Set(rows.map(figureId));
  return REQUIRED_FIGURES.filter((id) => !present.has(id));
}
