import { realIndexes, topPages } from './tests/search/real-index.ts';
import { queryWords } from './src/shared/search/tokenize.ts';
import { soundAlikes } from './src/shared/search/homophones.ts';
const idx = realIndexes();
for (const arg of process.argv.slice(2)) {
  const [l, q] = arg.split(':') as ['en' | 'zh', string];
  const words = queryWords(q, l === 'zh' ? 'zh' : 'en');
  console.log(arg, '| words:', words.join(' / '), '| top:', topPages(idx[l], q, 5).join('  '));
  if (l === 'zh') for (const w of words) if (/\p{Script=Han}/u.test(w)) console.log('   ', w, 'in index:', !!idx.zh.terms?.has?.(w), 'alikes:', soundAlikes(w, idx.zh.pinyin!).slice(0, 6).join(','));
}
