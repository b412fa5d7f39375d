import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { CONTENT_DIR } from './paths';

const DistinctSchema = z.strictObject({
  distinct: z.array(
    z.strictObject({ pair: z.tuple([z.string(), z.string()]), why: z.string().min(10) }),
  ),
});

/** The near-duplicate pairs a reviewer judged to be different tasks. */
export function readDistinctPairs(file = `${CONTENT_DIR}/near-duplicates.yaml`) {
  return DistinctSchema.parse(parse(readFileSync(file, 'utf8'))).distinct.map((d) => d.pair);
}
