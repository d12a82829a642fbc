import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import type { OperationDef } from '../contract.ts';
import { ScenarioInput } from './scenarios.ts';
import { checkScenario } from './scenario-rules.ts';
import type { CodeCatalogue } from '../domain/shared/catalogue.ts';

/**
 * What a preset may do besides arming scenarios: a change of session state that no armed answer
 * can fake (a rotated key must also change what getPublicKey serves).
 */
export const PresetAction = z.enum(['rotate-key']);
export type PresetAction = z.infer<typeof PresetAction>;

export const Preset = z
  .object({
    description: z.string().min(1),
    scenarios: z.array(ScenarioInput),
    actions: z.array(PresetAction).optional(),
  })
  .strict()
  .refine((preset) => preset.scenarios.length > 0 || (preset.actions?.length ?? 0) > 0, { message: 'a preset arms a scenario or runs an action' });
export type Preset = z.infer<typeof Preset> & { name: string };

export const PRESETS_DIR = new URL('../../scenarios/', import.meta.url);

/**
 * Preset files are checked once at start-up: a broken file (bad shape, unknown operation) stops
 * the server with its name, rather than failing the first QA script that uses it.
 */
export function loadPresets(dir: URL | string, operations: readonly OperationDef[], catalogue: CodeCatalogue): Map<string, Preset> {
  const presets = new Map<string, Preset>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const name = basename(file, '.json');
    const path = typeof dir === 'string' ? join(dir, file) : new URL(file, dir);
    const parsed = Preset.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (!parsed.success) throw new Error(`Preset ${file} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    for (const scenario of parsed.data.scenarios) {
      const checked = checkScenario(operations, catalogue, scenario);
      if (!checked.ok) throw new Error(`Preset ${file} cannot arm: ${checked.error}`);
    }
    presets.set(name, { name, ...parsed.data });
  }
  return presets;
}
