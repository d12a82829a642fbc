import { describeAgent } from './user-agent.ts';

const MAX_LABEL = 60;

/**
 * The device of a login, for the list of signed-in devices: as user-agent.ts names it, or, for a
 * User-Agent that names neither a browser nor a system (a script, curl), its first product token.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const agent = userAgent?.trim() ?? '';
  if (!agent) return 'Unknown';
  return describeAgent(agent) ?? agent.split(/\s/)[0]!.slice(0, MAX_LABEL);
}
