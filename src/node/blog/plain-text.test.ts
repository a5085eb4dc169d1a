import { describe, expect, it } from 'vitest';
import { markdownParagraphs, postExcerpt } from './plain-text.ts';

describe('plain text of markdown', () => {
  it('keeps prose, drops code, html, imports and admonition fences', () => {
    const md = "import Tabs from '@theme/Tabs';\n\nSee the [**guide**](/docs/x) and `get`.\n\n```bash\necho hi\n```\n\n:::tip Faster\nA tip.\n:::\n\n## Title\n\n- one\n- two";
    expect(markdownParagraphs(md)).toEqual(['See the guide and get.', 'A tip.', 'Title', 'one', 'two']);
  });
});

describe('post excerpts', () => {
  it('take everything above the truncate marker', () => {
    const body = '\nFirst *para*.\n\nSecond para.\n\n<!-- truncate -->\n\nRest.\n';
    expect(postExcerpt(body)).toEqual({ paragraphs: ['First para.', 'Second para.'], truncated: true });
  });
  it('ignore a marker inside code, and fall back to the first paragraph', () => {
    const body = 'Only one.\n\n```html\n<!-- truncate -->\n```\n\nMore.';
    expect(postExcerpt(body)).toEqual({ paragraphs: ['Only one.'], truncated: true });
    expect(postExcerpt('Just this.')).toEqual({ paragraphs: ['Just this.'], truncated: false });
  });
  it('say nothing is hidden when the marker ends the post', () => {
    expect(postExcerpt('All of it.\n\n<!-- truncate -->\n')).toEqual({ paragraphs: ['All of it.'], truncated: false });
  });
});
