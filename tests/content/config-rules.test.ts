import { describe, expect, it } from 'vitest';
import { envNames, settingsTable, tomlKeys } from './config-rules.ts';

describe('config rules', () => {
  it('reads keys and variables from the reference table, a row naming several keys included', () => {
    const t = settingsTable('| key | env | default | meaning |\n|---|---|---|---|\n| `log.level` | `ENTIX_LOG_LEVEL` | `"info"` | level |\n| `access.entities.<entity>.read` / `.write` | (none) | — | levels |\n');
    expect([...t.keys]).toEqual(['log.level', 'access.entities.<entity>.read', 'access.entities.<entity>.write']);
    expect([...t.envs]).toEqual(['ENTIX_LOG_LEVEL']);
  });

  it('names each TOML assignment by its section, an entity\'s section as <entity>, comments and inline tables aside', () => {
    expect(tomlKeys('dsn = "x"  # a = b\n[log]\nlevel = "info"\n[access.entities.order]\nmethods = { add = "session" }')).toEqual([
      { key: 'dsn', line: 1 }, { key: 'log.level', line: 3 }, { key: 'access.entities.<entity>.methods', line: 5 },
    ]);
  });

  it('finds ENTIX_ variables but not the ENTIX_APP_ values of scripts, nor the bare prefix', () => {
    expect(envNames('ENTIX_DSN=x ENTIX_APP_KEY=y\nuse `ENTIX_*` or ENTIX_APP_ names; ENTIX_PORT')).toEqual([{ name: 'ENTIX_DSN', line: 1 }, { name: 'ENTIX_PORT', line: 2 }]);
  });
});
