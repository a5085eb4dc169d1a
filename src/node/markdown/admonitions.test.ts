import { describe, expect, it } from 'vitest';
import { md } from './test-html.ts';
import { admonitionLabel } from './admonitions.ts';

const box = (type: string, heading: string, body: string) =>
  `<div class="admonition admonition--${type}"><div class="admonition__heading"><span aria-hidden="true">💡<!-- --> </span>${heading}</div><div class="admonition__content">${body}</div></div>`;

describe('admonitions', () => {
  it('become a blockquote opened by the kind in bold', () => {
    expect(md(box('note', 'note', '<p>Read this.</p><p>And this.</p>'))).toBe('> **Note:** Read this.\n>\n> And this.\n');
  });
  it('keep a title of their own after the kind', () => {
    expect(md(box('warning', 'Set the secret', '<p>Always.</p>'))).toBe('> **Warning: Set the secret**\n>\n> Always.\n');
  });
  it('say the kind in the page’s language', () => {
    expect(admonitionLabel('zh', 'tip')).toBe('提示');
    expect(md(box('tip', '提示', '<p>先读这个。</p>'), 'zh')).toBe('> **提示:** 先读这个。\n');
  });
  it('put the label on its own line when the body does not start with a paragraph', () => {
    expect(md(box('info', 'info', '<ul><li>one</li></ul>'))).toBe('> **Info:**\n>\n> - one\n');
  });
});
