import { describe, expect, it } from 'vitest';
import { compileForTest } from './test-compile.ts';

describe('remark-admonitions', () => {
  it('turns :::tip with a legacy title into an Admonition element', async () => {
    const js = await compileForTest(':::tip Faster reloads\nUse `entix reload`.\n:::\n');
    expect(js).toMatch(/_components\.Admonition|Admonition/);
    expect(js).toContain('"Faster reloads"');
    expect(js).toContain('"tip"');
  });
  it('maps caution to warning and keeps untitled ones untitled', async () => {
    const js = await compileForTest(':::caution\nCareful.\n:::\n');
    expect(js).toContain('"warning"');
    expect(js).not.toContain('title:');
  });
  it('puts accidental text directives back as text', async () => {
    const js = await compileForTest('Run at 10:30 or see note:here.\n');
    expect(js).toContain('"Run at 10:30 or see note", ":here", "."');
  });
});
