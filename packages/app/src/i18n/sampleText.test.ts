import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  analyticsDashboard,
  createSnapshot,
  defaultSeed,
  financeDashboard,
  makeAcademy,
  makeActivities,
  makeHelpCenter,
  projectDashboard,
  Random,
} from '@courier/store';
import { phrasebook } from './sampleText';

const tr = JSON.parse(readFileSync(new URL('../../public/i18n/tr.json', import.meta.url), 'utf8')) as {
  sampleAbout: string;
};
const book = JSON.parse(readFileSync(new URL('../../public/i18n/sample.tr.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
const say = phrasebook(book, (number) => tr.sampleAbout.replace('{{number}}', number));

describe('the sample company in Turkish', () => {
  const snapshot = createSnapshot({ parcels: 300 });
  const help = makeHelpCenter(new Random(1));
  const academy = makeAcademy(new Random(1), Date.parse('2026-11-20T09:30:00Z'));

  it('has a Turkish text for every shortcut, message, notification, complaint, activity, help page and course of the sample', () => {
    const texts = [
      ...Object.values(snapshot.shortcuts)
        .flat()
        .flatMap((s) => [s.label, s.description ?? '']),
      ...Object.values(snapshot.messages)
        .flat()
        .flatMap((m) => [m.title, m.description]),
      // The notification that carries markup on purpose (the panel must show it as text) is left as it is.
      ...Object.values(snapshot.notifications)
        .flat()
        .filter((n) => !n.title.includes('<'))
        .flatMap((n) => [n.title, n.description]),
      ...snapshot.complaints.flatMap((c) => [
        c.subject,
        c.description,
        c.resolution ?? '',
        ...c.comments.map((m) => m.text),
      ]),
      // The activities feed (codes and plates in its links are names, not sentences).
      ...makeActivities().flatMap((a) => [
        a.description,
        a.extraContent ?? '',
        a.linkedContent && !/\d/.test(a.linkedContent) ? a.linkedContent : '',
      ]),
      // The help centre: its categories, questions and answers, and each guide's title, subtitle and every text of its body.
      ...[help.faqCategories, help.guideCategories].flat().map((c) => c.title),
      ...help.faqs.flatMap((f) => [f.question, ...f.answer.split(/(?<=\.) /)]),
      ...help.guides.flatMap((g) => [
        g.title,
        g.subtitle,
        ...[...(g.content ?? '').matchAll(/>([^<]+)</g)].map((m) => m[1]!),
      ]),
      // The academy: categories, courses and every step (the longest course has them all).
      ...academy.categories.map((c) => c.title),
      ...academy.courses.flatMap((c) => [c.title, c.description]),
      ...[...academy.steps.values()].flat().flatMap((step) => [step.title, step.subtitle, step.content]),
    ].filter(Boolean);
    const untranslated = [...new Set(texts.filter((text) => say(text) === text))];
    expect(untranslated).toEqual([]);
  });

  it('has a Turkish word for every label of the project, analytics and finance dashboards', () => {
    const now = Date.parse('2026-11-20T09:30:00Z');
    const project = projectDashboard(defaultSeed, now);
    const analytics = analyticsDashboard(defaultSeed, now);
    const labels = [
      ...project.githubIssues.labels,
      ...project.githubIssues.series['this-week'].map((s) => s.name),
      ...project.taskDistribution.labels,
      ...project.budgetDistribution.categories,
      ...project.budgetDistribution.series.map((s) => s.name),
      ...project.budgetDetails.rows.map((row) => row.type),
      ...[...project.schedule.today, ...project.schedule.tomorrow].map((event) => event.title),
      ...analytics.visitorsOverview.thisYear.map((m) => m.month),
      ...[analytics.newVsReturning, analytics.gender, analytics.language].flatMap((shares) => shares.labels),
      ...financeDashboard(defaultSeed, now).recentTransactions.map((row) => row.name),
    ];
    // Some read the same in both languages (API, Mar): each must still be in the book.
    expect(labels.filter((label) => !(label in book))).toEqual([]);
  });

  it('keeps the sender of a message and the parcel of a complaint, and leaves typed text alone', () => {
    expect(say('Aylin Aksoy: Weekend shift plan')).toBe('Aylin Aksoy: Hafta sonu vardiya planı');
    expect(say('About CP123456785TR. Written through the web form. They would like a call back.')).toBe(
      'CP123456785TR hakkında. Web formundan yazıldı. Geri aranmak istiyorlar.',
    );
    expect(say('Kargo nerede kaldı?')).toBe('Kargo nerede kaldı?');
    expect(phrasebook({}, () => '')('Weekend shift plan')).toBe('Weekend shift plan');
    // Markup is put in Turkish text by text; its tags stay as they are.
    expect(say('<p>Step by step.</p><ol><li>Open Scan.</li><li>Typed by hand</li></ol>')).toBe(
      '<p>Adım adım.</p><ol><li>Tara’yı açın.</li><li>Typed by hand</li></ol>',
    );
  });
});
