import { describe, expect, it } from 'vitest';
import { putStylesFirst } from './vite-plugin-styles-first';

describe('putStylesFirst', () => {
  it('names the style files before the first module script, in their order, and keeps everything else', () => {
    const built = [
      '<head>',
      '    <script src="/assets/intl.js"></script>',
      '    <title>Courier Express</title>',
      '    <script type="module" async crossorigin src="/assets/ahead.js"></script>',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/i18n.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/runtime.css">',
      '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
      '    <link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="">',
      '  </head>',
    ].join('\n');
    expect(putStylesFirst(built)).toBe(
      [
        '<head>',
        '    <script src="/assets/intl.js"></script>',
        '    <title>Courier Express</title>',
        '    <link rel="stylesheet" crossorigin href="/assets/runtime.css">',
        '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
        '    <script type="module" async crossorigin src="/assets/ahead.js"></script>',
        '    <script type="module" crossorigin src="/assets/index.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/i18n.js">',
        '    <link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin="">',
        '  </head>',
      ].join('\n'),
    );
  });

  it('leaves a page without scripts or without style files as it is', () => {
    const noScript = '<head><link rel="stylesheet" href="/a.css"></head>';
    const noStyles = '<head><script type="module" src="/a.js"></script></head>';
    expect(putStylesFirst(noScript)).toBe(noScript);
    expect(putStylesFirst(noStyles)).toBe(noStyles);
  });
});
