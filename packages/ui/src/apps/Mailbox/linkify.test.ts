import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

const html = (text: string) => renderToStaticMarkup(createElement('p', null, ...linkify(text)));

describe('linkify', () => {
  it('makes http and https addresses links, leaving the punctuation after them as text', () => {
    expect(html('See https://example.com/plan?a=1&b=2. Or http://x.test')).toBe(
      '<p>See <a href="https://example.com/plan?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">https://example.com/plan?a=1&amp;b=2</a>. Or <a href="http://x.test" target="_blank" rel="noopener noreferrer nofollow">http://x.test</a></p>',
    );
  });

  it('never makes markup of the text, and no other scheme a link', () => {
    const text = '<img src=x onerror=alert(1)> javascript:alert(1) data:text/html,<b>x</b> ftp://a.b';
    expect(html(text)).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; javascript:alert(1) data:text/html,&lt;b&gt;x&lt;/b&gt; ftp://a.b</p>',
    );
  });

  it('keeps text without addresses as it is', () => {
    expect(linkify('Merhaba,\nyarın görüşürüz.')).toEqual(
      ['Merhaba,\nyarın görüşürüz.'].map((t) => expect.anything() && t),
    );
  });
});
