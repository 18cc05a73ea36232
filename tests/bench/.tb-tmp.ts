import { runTableBench } from '/work/main/tests/bench/table/index';
for (const l of await runTableBench()) console.log(l);
