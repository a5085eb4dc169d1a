import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Where the browser tests, the bench and the social card find Chromium (Debian's, or CHROMIUM_PATH). */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export const INSTALL_COMMAND = 'sudo apt-get install -y chromium';

export interface ChromiumProbe {
  path: string;
  executable: (path: string) => boolean;
  isRoot: boolean;
  hasApt: boolean;
  /** Runs a command with the terminal attached; true when it exits 0. */
  run: (cmd: string, args: string[]) => boolean;
  log: (line: string) => void;
}

/**
 * Before `npm test` spends minutes on the other steps: Chromium is there, or (as root with apt)
 * gets installed, or the run stops at once naming the one command to run. Returns the exit code.
 */
export function ensureChromium(p: ChromiumProbe): number {
  if (p.executable(p.path)) return 0;
  const custom = p.path !== '/usr/bin/chromium';
  if (!custom && p.isRoot && p.hasApt) {
    p.log('npm test: no Chromium at /usr/bin/chromium; installing Debian chromium (apt-get) for the browser tests');
    const env = ['env', 'DEBIAN_FRONTEND=noninteractive'];
    if (p.run(env[0]!, [env[1]!, 'apt-get', 'update', '-qq']) && p.run(env[0]!, [env[1]!, 'apt-get', 'install', '-y', '-qq', 'chromium']) && p.executable(p.path)) return 0;
    p.log(`npm test: installing chromium failed; run "${INSTALL_COMMAND.replace('sudo ', '')}" and try again`);
    return 1;
  }
  p.log(custom
    ? `npm test: CHROMIUM_PATH=${p.path} is not an executable file; point it at Chromium or unset it to use /usr/bin/chromium`
    : `npm test: the browser tests need Chromium at /usr/bin/chromium. Run:\n\n    ${INSTALL_COMMAND}\n\n(or set CHROMIUM_PATH to another Chromium), then npm test again.`);
  return 1;
}

function executable(path: string): boolean {
  try { accessSync(path, constants.X_OK); return true; } catch { return false; }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = ensureChromium({
    path: chromiumPath(),
    executable,
    isRoot: process.getuid?.() === 0,
    hasApt: spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0,
    run: (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0,
    log: (line) => console.error(line),
  });
}
