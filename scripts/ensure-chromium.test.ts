import { describe, expect, it } from 'vitest';
import { ensureChromium, type ChromiumProbe } from './ensure-chromium.ts';

function probe(over: Partial<ChromiumProbe>) {
  const runs: string[] = [];
  const lines: string[] = [];
  let installed = false;
  const p: ChromiumProbe = {
    path: '/usr/bin/chromium', isRoot: false, hasApt: true,
    executable: () => installed,
    run: (cmd, args) => { runs.push([cmd, ...args].join(' ')); if (args.includes('install')) installed = true; return true; },
    log: (l) => lines.push(l),
    ...over,
  };
  return { code: ensureChromium(p), runs, text: lines.join('\n') };
}

describe('Chromium before npm test', () => {
  it('does nothing when Chromium is there', () => {
    const r = probe({ executable: () => true });
    expect([r.code, r.runs, r.text]).toEqual([0, [], '']);
  });

  it('installs Debian chromium with apt-get when run as root', () => {
    const r = probe({ isRoot: true });
    expect(r.code).toBe(0);
    expect(r.runs).toEqual(['env DEBIAN_FRONTEND=noninteractive apt-get update -qq', 'env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
  });

  it('stops at once with the one command to run when it cannot install', () => {
    const r = probe({ isRoot: false });
    expect(r.code).toBe(1);
    expect(r.runs).toEqual([]);
    expect(r.text).toContain('    sudo apt-get install -y chromium\n');
  });

  it('fails when the install did not give a Chromium, and never installs over a custom CHROMIUM_PATH', () => {
    expect(probe({ isRoot: true, run: () => false }).code).toBe(1);
    const custom = probe({ isRoot: true, path: '/opt/chrome/chrome' });
    expect([custom.code, custom.runs]).toEqual([1, []]);
    expect(custom.text).toContain('CHROMIUM_PATH=/opt/chrome/chrome');
  });
});
