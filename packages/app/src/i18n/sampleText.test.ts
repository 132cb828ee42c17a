import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createSnapshot, makeActivities } from '@courier/store';
import { phrasebook } from './sampleText';

const tr = JSON.parse(readFileSync(new URL('../../public/i18n/tr.json', import.meta.url), 'utf8')) as { sample: Record<string, string>; sampleAbout: string };
const say = phrasebook(tr.sample, (number) => tr.sampleAbout.replace('{{number}}', number));

describe('the sample company in Turkish', () => {
  const snapshot = createSnapshot({ parcels: 300 });

  it('has a Turkish text for every shortcut, message, notification, complaint and activity of the sample', () => {
    const texts = [
      ...Object.values(snapshot.shortcuts).flat().flatMap((s) => [s.label, s.description ?? '']),
      ...Object.values(snapshot.messages).flat().flatMap((m) => [m.title, m.description]),
      // The notification that carries markup on purpose (the panel must show it as text) is left as it is.
      ...Object.values(snapshot.notifications).flat().filter((n) => !n.title.includes('<')).flatMap((n) => [n.title, n.description]),
      ...snapshot.complaints.flatMap((c) => [c.subject, c.description, c.resolution ?? '', ...c.comments.map((m) => m.text)]),
      // The activities feed (codes and plates in its links are names, not sentences).
      ...makeActivities().flatMap((a) => [a.description, a.extraContent ?? '', a.linkedContent && !/\d/.test(a.linkedContent) ? a.linkedContent : '']),
    ].filter(Boolean);
    const untranslated = [...new Set(texts.filter((text) => say(text) === text))];
    expect(untranslated).toEqual([]);
  });

  it('keeps the sender of a message and the parcel of a complaint, and leaves typed text alone', () => {
    expect(say('Aylin Aksoy: Weekend shift plan')).toBe('Aylin Aksoy: Hafta sonu vardiya planı');
    expect(say('About CP123456785TR. Written through the web form. They would like a call back.')).toBe('CP123456785TR hakkında. Web formundan yazıldı. Geri aranmak istiyorlar.');
    expect(say('Kargo nerede kaldı?')).toBe('Kargo nerede kaldı?');
    expect(phrasebook({}, () => '')('Weekend shift plan')).toBe('Weekend shift plan');
  });
});
