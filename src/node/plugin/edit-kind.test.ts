import { describe, expect, it } from 'vitest';
import { editKind } from './edit-kind.ts';

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

describe('editKind', () => {
  it('tells a body edit from a heading change and a frontmatter change', () => {
    const before = page('Setup', '## Install\n\nRun it.');
    expect(editKind(before, page('Setup', '## Install\n\nRun it now.'), true)).toBe('body');
    expect(editKind(before, page('Setup', '## Install it\n\nRun it.'), true)).toBe('outline');
    expect(editKind(before, page('Setup', 'Install\n-------\n\nRun it.'), true)).toBe('outline');
    expect(editKind(before, page('Setting up', '## Install\n\nRun it.'), true)).toBe('model');
  });

  it('treats an unknown earlier text, a deleted file and a blog post as model changes', () => {
    const before = page('Post', 'Text.');
    expect(editKind(undefined, before, true)).toBe('model');
    expect(editKind(before, undefined, true)).toBe('model');
    expect(editKind(before, page('Post', 'More text.'), false)).toBe('model');
  });
});
