/**
 * A minimal writer of the MaxMind DB format (IPv4, 24-bit records), enough to build a country
 * database for tests: each entry maps one CIDR prefix to an ISO country code.
 */
function ctrl(type: number, size: number): Buffer {
  if (type <= 7) return Buffer.from([(type << 5) | size]);
  return Buffer.from([size, type - 7]);
}
function str(s: string): Buffer {
  const b = Buffer.from(s, 'utf8');
  return Buffer.concat([ctrl(2, b.length), b]);
}
function uint(type: 5 | 6 | 9, value: number): Buffer {
  const bytes: number[] = [];
  let v = value;
  while (v > 0) {
    bytes.unshift(v & 0xff);
    v = Math.floor(v / 256);
  }
  return Buffer.concat([ctrl(type, bytes.length), Buffer.from(bytes)]);
}
function map(entries: [string, Buffer][]): Buffer {
  return Buffer.concat([ctrl(7, entries.length), ...entries.flatMap(([k, v]) => [str(k), v])]);
}
function array(items: Buffer[]): Buffer {
  return Buffer.concat([ctrl(11, items.length), ...items]);
}

export function writeCountryMmdb(entries: { cidr: string; country: string }[]): Buffer {
  type Node = [number | Node | null, number | Node | null];
  const root: Node = [null, null];
  const data: Buffer[] = [];
  const offsets: number[] = [];
  let size = 0;
  for (const e of entries) {
    offsets.push(size);
    const record = map([['country', map([['iso_code', str(e.country)]])]]);
    data.push(record);
    size += record.length;
  }
  entries.forEach((e, i) => {
    const [ip, bitsText] = e.cidr.split('/');
    const bits = Number(bitsText);
    const value = (ip ?? '').split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
    let node = root;
    for (let b = 0; b < bits; b++) {
      const bit = Math.floor(value / 2 ** (31 - b)) % 2;
      if (b === bits - 1) node[bit] = -(i + 1);
      else {
        if (!Array.isArray(node[bit])) node[bit] = [null, null];
        node = node[bit] as Node;
      }
    }
  });
  const nodes: Node[] = [];
  const walk = (n: Node) => {
    nodes.push(n);
    for (const child of n) if (Array.isArray(child)) walk(child);
  };
  walk(root);
  const count = nodes.length;
  const tree = Buffer.alloc(count * 6);
  nodes.forEach((n, idx) => {
    n.forEach((child, side) => {
      let rec = count; // no data
      if (Array.isArray(child)) rec = nodes.indexOf(child);
      else if (typeof child === 'number') rec = count + 16 + (offsets[-child - 1] ?? 0);
      tree.writeUIntBE(rec, idx * 6 + side * 3, 3);
    });
  });
  const metadata = map([
    ['binary_format_major_version', uint(5, 2)],
    ['binary_format_minor_version', uint(5, 0)],
    ['build_epoch', uint(9, 1_700_000_000)],
    ['database_type', str('Test-Country')],
    ['description', map([['en', str('test')]])],
    ['ip_version', uint(5, 4)],
    ['languages', array([str('en')])],
    ['node_count', uint(6, count)],
    ['record_size', uint(5, 24)],
  ]);
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    ...data,
    Buffer.from([0xab, 0xcd, 0xef]),
    Buffer.from('MaxMind.com'),
    metadata,
  ]);
}
