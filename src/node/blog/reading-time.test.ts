import { describe, expect, it } from 'vitest';
import { countText, readingMinutes, stripCodeFences } from './reading-time.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('reading time', () => {
  it('reads English at 200 words a minute, at least one minute', () => {
    expect(readingMinutes('Hello there.', 'en')).toBe(1);
    expect(readingMinutes(words(200), 'en')).toBe(1);
    expect(readingMinutes(words(201), 'en')).toBe(2);
    expect(readingMinutes(words(1000), 'en')).toBe(5);
  });
  it('reads Chinese at 400 characters a minute', () => {
    expect(countText('零代码数据接口生成', 'zh-CN').chars).toBe(9);
    expect(readingMinutes('数据'.repeat(200), 'zh-CN')).toBe(1);
    expect(readingMinutes('数据'.repeat(201), 'zh-CN')).toBe(2);
    expect(readingMinutes('数据接口。'.repeat(300), 'zh-CN')).toBe(3);
  });
  it('adds up mixed text', () => {
    const mixed = `${'数据'.repeat(200)} ${words(200)}`;
    for (const lang of ['en', 'zh-CN']) expect(countText(mixed, lang)).toEqual({ words: 200, chars: 400 });
    expect(readingMinutes(mixed, 'zh-CN')).toBe(2);
    expect(countText('用 Entix 构建 API', 'zh-CN').words).toBe(2);
  });
  it('reads Japanese kana and kanji by the character, with the generic pack', () => {
    expect(countText('データベースを操作する', 'ja')).toEqual({ words: 0, chars: 11 });
    expect(countText('Entix でデータベースを操作する', 'ja').words).toBe(1);
    expect(readingMinutes('データベースを操作する。'.repeat(40), 'ja')).toBe(2);
    expect(countText('데이터베이스를 조작한다', 'ko').chars).toBe(11);
  });
  it('leaves code blocks out', () => {
    const body = `Intro text.\n\n\`\`\`bash\n${words(1000)}\n\`\`\`\n\n~~~json\n${'数据'.repeat(500)}\n~~~\nEnd.`;
    expect(stripCodeFences(body)).toBe('Intro text.\n\n\nEnd.');
    expect(readingMinutes(body, 'en')).toBe(1);
  });
});
