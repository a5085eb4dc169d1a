import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import type { BlogPostSummary } from '../../shared/types.ts';
import { atomFeed, escapeXml, jsonFeed, rssFeed, type FeedInput } from './feeds.ts';

const post = (n: number, date: string): BlogPostSummary => ({
  title: `Post ${n} <&> "quoted"`,
  href: `/zh/blog/post-${n}`,
  date,
  description: `About ${n} & more`,
  authors: [{ name: 'Lin Wei', url: 'https://github.com/lin', imageUrl: '/img/authors/lin.svg', href: '/zh/blog/authors/lin' }],
  tags: [{ label: 'Entix', href: '/zh/blog/tags/entix' }],
  readingMinutes: 1,
  excerpt: ['First paragraph.', 'Second \u0001one.'],
  truncated: true,
});
const input: FeedInput = { siteUrl: 'https://entix.dev', title: 'Entix 博客', description: 'News', locale: 'zh', posts: [post(2, '2025-06-01'), post(1, '2024-03-12')] };
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });

describe('blog feeds', () => {
  it('escape XML text and drop forbidden characters', () => {
    expect(escapeXml(`a<b>&"c'\u0001`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
  });
  it('write RSS 2.0 with absolute links', () => {
    const rss = parser.parse(rssFeed(input)).rss;
    expect(rss['@version']).toBe('2.0');
    expect(rss.channel.link).toBe('https://entix.dev/zh/blog');
    expect(rss.channel['atom:link']['@href']).toBe('https://entix.dev/zh/blog/rss.xml');
    expect(rss.channel.item).toHaveLength(2);
    expect(rss.channel.item[0].title).toBe('Post 2 <&> "quoted"');
    expect(rss.channel.item[0].link).toBe('https://entix.dev/zh/blog/post-2');
    expect(rss.channel.item[0].pubDate).toBe('Sun, 01 Jun 2025 00:00:00 GMT');
  });
  it('write Atom 1.0', () => {
    const feed = parser.parse(atomFeed(input)).feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.entry).toHaveLength(2);
    expect(feed.entry[1].link['@href']).toBe('https://entix.dev/zh/blog/post-1');
    expect(feed.entry[1].updated).toBe('2024-03-12T00:00:00.000Z');
    expect(feed.entry[0].content['#text']).toBe('First paragraph.\n\nSecond one.');
  });
  it('write JSON Feed 1.1', () => {
    const feed = JSON.parse(jsonFeed(input));
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.feed_url).toBe('https://entix.dev/zh/blog/feed.json');
    expect(feed.items[0]).toMatchObject({ id: 'https://entix.dev/zh/blog/post-2', date_published: '2025-06-01T00:00:00.000Z', tags: ['Entix'] });
    expect(feed.items[0].authors[0].avatar).toBe('https://entix.dev/img/authors/lin.svg');
  });
});
