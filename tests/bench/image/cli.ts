/** `npx tsx tests/bench/image/cli.ts`: the image bench alone. */
import { runImageBench } from './index';

for (const line of await runImageBench()) console.log(line);
