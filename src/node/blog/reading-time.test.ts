import { describe, expect, it } from 'vitest';
import { countText, readingMinutes, stripCodeFences } from './reading-time.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('reading time', () => {
  it('reads English at 200 words a minute, at least one minute', () => {
    expect(readingMinutes('Hello there.')).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });
  it('reads Chinese at 400 characters a minute', () => {
    expect(countText('零代码数据接口生成').hanChars).toBe(9);
    expect(readingMinutes('数据'.repeat(200))).toBe(1);
    expect(readingMinutes('数据'.repeat(201))).toBe(2);
    expect(readingMinutes('数据接口。'.repeat(300))).toBe(3);
  });
  it('adds up mixed text', () => {
    const mixed = `${'数据'.repeat(200)} ${words(200)}`;
    expect(countText(mixed)).toEqual({ words: 200, hanChars: 400 });
    expect(readingMinutes(mixed)).toBe(2);
    expect(countText('用 Entix 构建 API').words).toBe(2);
  });
  it('leaves code blocks out', () => {
    const body = `Intro text.\n\n\`\`\`bash\n${words(1000)}\n\`\`\`\n\n~~~json\n${'数据'.repeat(500)}\n~~~\nEnd.`;
    expect(stripCodeFences(body)).toBe('Intro text.\n\n\nEnd.');
    expect(readingMinutes(body)).toBe(1);
  });
});
