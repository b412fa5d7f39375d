import type { Config } from '../../config';
import type { SessionPolicy } from './sessions';

/**
 * Idle and absolute session lifetimes from configuration (docs/security.md §3.1: 30 min idle,
 * 12 h).
 */
export function sessionPolicy(
  config: Pick<Config, 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS'>,
): SessionPolicy {
  return {
    idleMs: config.SESSION_IDLE_MINUTES * 60_000,
    absoluteMs: config.SESSION_ABSOLUTE_HOURS * 3_600_000,
  };
}
