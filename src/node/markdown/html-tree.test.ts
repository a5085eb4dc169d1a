import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlTree, tagProperties } from './html-tree.ts';

describe('htmlTree', () => {
  it('reads React’s markup as hast: the attributes a twin reads, text decoded, comments dropped, void and self-closed tags', () => {
    const tree = htmlTree('<div class="a  b" data-label="x &amp; y" tabindex="0" hidden=""><!-- -->A &lt;b&gt; &#x27;c&#x27;<br/><img src="/i.png" alt="I"/></div>');
    expect(tree.children).toEqual([{
      type: 'element', tagName: 'div', properties: { className: ['a', 'b'], dataLabel: 'x & y', hidden: true }, children: [
        { type: 'text', value: "A <b> 'c'" },
        { type: 'element', tagName: 'br', properties: {}, children: [] },
        { type: 'element', tagName: 'img', properties: { src: '/i.png', alt: 'I' }, children: [] },
      ],
    }]);
  });
  it('drops the newline right after <pre>, keeps a script’s text unread, and closes an element left open at its parent’s end', () => {
    const tree = htmlTree('<pre>\na\n</pre><script>if (a<b) x()</script><ul><li>one</ul>');
    expect(tree.children.map((c) => (c.type === 'element' ? [c.tagName, c.children.map((k) => (k.type === 'text' ? k.value : k.type === 'element' ? k.tagName : ''))] : c.type))).toEqual([
      ['pre', ['a\n']], ['script', ['if (a<b) x()']], ['ul', ['li']],
    ]);
  });
});

describe('decodeEntities and tagProperties', () => {
  it('decode the references React and hast-util-to-html write, and leave an unknown name as written', () => {
    expect(decodeEntities('&#x3C;a&#62; &amp;&quot;&nbsp;&copy;')).toBe('<a> &"\u00a0&copy;');
  });
  it('read every attribute of a head tag', () => {
    expect(tagProperties('<meta name="description" content="Say &quot;hi&quot;." data-h="">')).toEqual({ name: 'description', content: 'Say "hi".', dataH: '' });
  });
});
