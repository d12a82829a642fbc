// Vitest setup file of every project (vitest.config.ts): with FC_SEED set, every fast-check
// property starts from that seed, which replays a failure the run printed the seed of.
import fc from 'fast-check';
import { seedFromEnv } from './lib/fast-check-seed.ts';

const seed = seedFromEnv(process.env);
if (seed !== undefined) fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
