import { createDb } from '@trace/db';
import { scanRecorderUrl } from '../src/modules/scan/routes';
import { lookupGroup } from '../src/modules/scan/service';

const url = 'postgres://postgres@127.0.0.1:5432/trace_hbench_scan';
const { sql, close } = createDb(scanRecorderUrl(url), { max: 1 });
const FIRST = 6_000_000_000_000_000n + 200_000n;
for (const size of [1, 16, 64]) {
  const t = performance.now();
  for (let k = 0; k < 50; k++) {
    await lookupGroup(
      sql,
      Array.from({ length: size }, (_, i) => ({
        excode: String(FIRST + BigInt(k * 100 + i)),
        gtin: null,
        lot: null,
        region: 'CN-GD',
        ip: '1.1.1.1',
        device: 'iPhone',
        deviceType: 'wechat',
      })) as never,
    );
  }
  console.log(size, ((performance.now() - t) / 50).toFixed(2), 'ms per group');
}
await close();
