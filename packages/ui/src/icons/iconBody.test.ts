import { describe, expect, it } from 'vitest';
import { buildIconSet, iconBody, iconSetSources } from '../../vite-plugin-icon-sets';
import { isSized, type IconNode } from './iconBody';

describe('iconBody (the icon sets as elements, at build time)', () => {
  it('gives the elements with their props as React names them, nested as written', () => {
    expect(
      iconBody(
        '<g fill="none" stroke-width="1.5" class="x"><path fill-rule="evenodd" d="M0 0h4"/><use xlink:href="#a" data-part="1"/></g><circle cx="2" cy="2" r="1"/>',
      ),
    ).toEqual([
      [
        'g',
        { fill: 'none', strokeWidth: '1.5', className: 'x' },
        ['path', { fillRule: 'evenodd', d: 'M0 0h4' }],
        ['use', { xlinkHref: '#a', 'data-part': '1' }],
      ],
      ['circle', { cx: '2', cy: '2', r: '1' }],
    ]);
  });

  it('refuses text, which an icon would not draw', () => {
    expect(() => iconBody('<text>A</text>')).toThrow(/Text in an icon body/);
  });

  it('turns every icon of every set into SVG shapes, none left as markup', () => {
    const tags = new Set<string>();
    const visit = ([tag, props, ...children]: IconNode) => {
      tags.add(tag);
      for (const [name, value] of Object.entries(props)) {
        // camelCase as React names SVG props, or data-/aria- as written.
        expect(name).toMatch(/^(?:[a-z][A-Za-z]*|(?:data|aria)-[a-z-]+)$/);
        expect(typeof value).toBe('string');
      }
      children.forEach(visit);
    };
    for (const namespace of Object.keys(iconSetSources)) {
      const set = buildIconSet(namespace);
      expect(Object.keys(set.icons).length).toBeGreaterThan(100);
      for (const entry of Object.values(set.icons)) (isSized(entry) ? entry[0] : entry).forEach(visit);
    }
    expect([...tags].sort()).toEqual(['circle', 'defs', 'ellipse', 'g', 'path', 'rect', 'use']);
  });
});
