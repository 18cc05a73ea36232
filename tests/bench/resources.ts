/**
 * Picker name search at 100 000 resources per company: bulk-inserts them for one company into a fresh
 * in-memory PGlite, then measures GET consignor/list?name=<2 Chinese chars>&per_page=10 through inject and
 * shows the plan. Run alone with `npx tsx tests/bench/resources.ts`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { and, desc, eq, sql } from 'drizzle-orm';
import { resources } from '../../server/src/db/schema';
import { nameSearch } from '../../server/src/repositories/resources';
import { createSeededDatabase, createTestApp } from '../../server/src/test-helpers';

const COUNT = Number(process.env.BENCH_RESOURCES ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const BATCH = 5000;

const CITIES = '上海 北京 广州 深圳 杭州 南京 苏州 成都 重庆 武汉 西安 天津 长沙 郑州 青岛 宁波 厦门 福州 合肥 济南 沈阳 大连 昆明 南宁 贵阳 太原 石家庄 哈尔滨 长春 兰州 无锡 佛山 东莞 温州 嘉兴 金华 台州 绍兴 常州 南通'.split(' ');
const WORDS = '鸿运 恒通 宏达 顺丰 安达 永盛 华信 金源 博远 天成 盛世 锦程 万家 嘉禾 德力 优品 欣然 瑞祥 新锐 海纳 星辰 远航 富源 和美 佳和 尚品 创新 立达 宜家 诚信 汇通 众邦 明珠 东方 亚太 北辰 南风 西部 中联 广达 利民 福满 荣华 景泰 康宁 龙腾 凤鸣 青松 白云 绿洲 蓝海 紫光 金桥 银河 天宇 云帆 长虹 泰和 宝丰 兴业'.split(' ');
const SUFFIXES = '物流 商贸 家居 电器 建材 家具 卫浴 灯饰 门业 橱柜 地板 窗帘'.split(' ');

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

export async function runResourceBench(): Promise<string[]> {
  const out: string[] = [];
  const database = await createSeededDatabase();
  const t = await createTestApp({}, database);
  try {
    const session = await t.login('servicer');
    const companyId = session.body.data.user.company_id;
    const db = database.db;

    const t0 = performance.now();
    for (let start = 0; start < COUNT; start += BATCH) {
      const values = [];
      for (let i = start; i < Math.min(COUNT, start + BATCH); i++) {
        const name = `${CITIES[i % CITIES.length]}${WORDS[Math.floor(i / CITIES.length) % WORDS.length]}${SUFFIXES[i % SUFFIXES.length]}${i}`;
        values.push({ companyId, objectType: 'consignor', name, phone: '', settleTypeCode: 'PAY_NOW', settleTypeName: '现付' });
      }
      await db.insert(resources).values(values);
    }
    await db.execute(sql`analyze resources`);
    out.push(`Resources: ${COUNT} consignors of one company bulk-inserted (+ index build, analyze) in ${((performance.now() - t0) / 1000).toFixed(1)} s (${database.kind})`);

    // a frequent suffix (~1/12 of the names), a mid-frequency word (~1/60), a 1-char term, a term that matches nothing
    const terms: [string, string][] = [
      ['物流', '2-char, ~8% match'],
      ['鸿运', '2-char, ~1.7% match'],
      ['杭', '1-char, ~2.5% match'],
      ['无此', '2-char, no match'],
    ];
    for (const [term, note] of terms) {
      const url = `/api/user/resource_binding/consignor/list?page=1&per_page=10&name=${encodeURIComponent(term)}`;
      const first = (await t.app.inject({ url, headers: session.headers })).json();
      const times: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) {
        const s = performance.now();
        await t.app.inject({ url, headers: session.headers });
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      out.push(
        `  GET consignor/list name=${term} per_page=10 (${note}): total ${first.data.total}, n=${ITERATIONS}  p50 ${quantile(times, 0.5).toFixed(2)} ms  p95 ${quantile(times, 0.95).toFixed(2)} ms`,
      );
    }

    const where = and(eq(resources.companyId, companyId), eq(resources.objectType, 'consignor'), nameSearch('鸿运'));
    const page = db.select().from(resources).where(where).orderBy(desc(resources.id)).limit(10);
    const plan = await db.execute(sql`explain ${page}`);
    const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]);
    out.push('  plan of the page query (name contains 鸿运):', ...lines.map((l) => `    ${l}`));
    const usesIndex = lines.some((l) => l.includes('resources_name_tokens_gin'));
    out.push(`  token GIN index used: ${usesIndex ? 'yes' : 'NO'}`);

    // what the index saves: the same count with the token condition vs a plain ILIKE scan
    const timeQuery = async (condition: ReturnType<typeof sql>) => {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const s = performance.now();
        await db.execute(sql`select count(*) from resources where company_id = ${companyId} and object_type = 'consignor' and ${condition}`);
        times.push(performance.now() - s);
      }
      return quantile(times.sort((a, b) => a - b), 0.5);
    };
    const indexed = await timeQuery(nameSearch('鸿运'));
    const scan = await timeQuery(sql`${resources.name} ilike '%鸿运%'`);
    out.push(`  count(name contains 鸿运): token index p50 ${indexed.toFixed(2)} ms vs plain ILIKE scan p50 ${scan.toFixed(2)} ms`);
  } finally {
    await t.close();
    await database.close();
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await runResourceBench()) console.log(line);
  // a closed server or database can leave a handle (PGlite's worker, a socket) that keeps node running
  process.exit(0);
}
