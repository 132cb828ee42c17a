/** Files, help centre, academy and activities: the read-mostly sample areas. */
import type { Activity, Course, CourseStep, Faq, FileItem, Guide, HelpCategory } from '@courier/domain';
import type { Random } from '../random';
import { day, iso, minute } from '../time';

export function makeFiles(r: Random, now: number): FileItem[] {
  const when = () => iso(now - r.int(1, 300) * day);
  const folder = (id: string, name: string, folderId: string | null, contents: string, description: string): FileItem => ({ id, folderId, name, createdBy: 'Ayşe Yılmaz', createdAt: when(), modifiedAt: when(), size: '-', type: 'folder', contents, description });
  const file = (id: string, name: string, type: FileItem['type'], folderId: string | null): FileItem => ({ id, folderId, name, createdBy: r.pick(['Ayşe Yılmaz', 'Murat Özkan', 'Derya Güneş']), createdAt: when(), modifiedAt: when(), size: `${r.int(12, 980)} KB`, type, contents: null, description: null });
  return [
    folder('fld_1', 'Contracts', null, '4 files', 'Customer and partner contracts'),
    folder('fld_2', 'Operations', null, '5 files', 'Procedures for the hubs and branches'),
    folder('fld_3', 'Photos', null, '3 files', 'Depot and vehicle photos'),
    folder('fld_4', 'Safety', 'fld_2', '2 files', 'Safety instructions'),
    file('fil_1', 'Anadolu Tekstil contract', 'PDF', 'fld_1'),
    file('fil_2', 'Marmara Kitap contract', 'PDF', 'fld_1'),
    file('fil_3', 'Rate card 2026', 'XLS', 'fld_1'),
    file('fil_4', 'Partner terms', 'DOC', 'fld_1'),
    file('fil_5', 'Hub opening checklist', 'DOC', 'fld_2'),
    file('fil_6', 'Line-haul timetable', 'XLS', 'fld_2'),
    file('fil_7', 'Returns procedure', 'PDF', 'fld_2'),
    file('fil_8', 'Forklift instructions', 'PDF', 'fld_4'),
    file('fil_9', 'Fire drill plan', 'TXT', 'fld_4'),
    file('fil_10', 'Ankara hub dock', 'JPG', 'fld_3'),
    file('fil_11', 'New truck livery', 'JPG', 'fld_3'),
    file('fil_12', 'Bursa branch', 'JPG', 'fld_3'),
    file('fil_13', 'Quarterly report', 'PDF', null),
    file('fil_14', 'Notes', 'TXT', null),
  ];
}

const faqCategoryTitles: [string, string][] = [['most-asked', 'Most asked'], ['general-inquiries', 'General inquiries'], ['licenses', 'Licenses'], ['payments', 'Payments'], ['support', 'Support']];
const guideCategoryTitles: [string, string][] = [['getting-started', 'Getting started'], ['projects', 'Projects'], ['settings', 'Settings'], ['payments', 'Payments'], ['your-account', 'Your account']];
const questions = ['How do I track a parcel?', 'Can I change the delivery address?', 'What does cash on delivery cost?', 'How is the price calculated?', 'What happens after three failed attempts?', 'How do I open a complaint?', 'Which items are not accepted?'];
const guideTitles = ['What is the back office', 'Start using it', 'Book your first parcel', 'Plan a trip', 'Scan at the counter', 'Read the dashboard', 'Set your preferences', 'Manage your account'];

export function makeHelpCenter(r: Random) {
  const faqCategories: HelpCategory[] = faqCategoryTitles.map(([slug, title], i) => ({ id: `fqc_${i + 1}`, slug, title }));
  const faqs: Faq[] = faqCategories.flatMap((c, ci) => questions.slice(0, 5 + (ci % 3)).map((question, k) => ({ id: `faq_${ci + 1}_${k + 1}`, categoryId: c.id, question, answer: `${question.replace('?', '')}: see the help pages or ask your branch. Answers are given within one working day.` })));
  const guideCategories: HelpCategory[] = guideCategoryTitles.map(([slug, title], i) => ({ id: `gdc_${i + 1}`, slug, title }));
  const guides: Guide[] = guideCategories.flatMap((c, ci) =>
    guideTitles.slice(0, 6 + (ci % 3)).map((title, k) => ({ id: `gde_${ci + 1}_${k + 1}`, categoryId: c.id, slug: title.toLowerCase().replace(/\s+/g, '-'), title, subtitle: `${c.title}: ${title.toLowerCase()}`, content: `<h2>${title}</h2><p>${r.pick(['Step by step', 'In a few minutes', 'What you need to know'])}: this guide walks you through ${title.toLowerCase()}.</p><ol><li>Open the module.</li><li>Follow the form.</li><li>Save.</li></ol>` })),
  );
  return { faqCategories, faqs, guideCategories, guides };
}

export function makeAcademy(r: Random, now: number) {
  const categories = [
    ['Web', 'web'],
    ['Firebase', 'firebase'],
    ['Cloud', 'cloud'],
    ['Android', 'android'],
    ['Logistics', 'logistics'],
  ].map(([title, slug], i) => ({ id: `acc_${i + 1}`, title: title!, slug: slug! }));
  const courseTitles = ['Basics of routing', 'Hub operations', 'Cash on delivery in practice', 'Customer care at the counter', 'Reading the dashboard', 'Safe loading', 'Line-haul planning', 'Returns handling', 'Fleet maintenance', 'Scanning without mistakes', 'Claims and compensation', 'Reporting for finance'];
  const steps = new Map<string, CourseStep[]>();
  const courses: Course[] = courseTitles.map((title, i) => {
    const id = `crs_${String(i + 1).padStart(2, '0')}`;
    const total = r.int(4, 9);
    steps.set(
      id,
      Array.from({ length: total }, (_, k) => ({ order: k, title: `Step ${k + 1}`, subtitle: `${title}, part ${k + 1}`, content: `<h2>Part ${k + 1}</h2><p>${title}: the essentials of this part.</p>` })),
    );
    const current = r.int(0, total);
    return { id, title, slug: title.toLowerCase().replace(/\s+/g, '-'), description: `Learn ${title.toLowerCase()} in ${total} short steps.`, category: r.pick(categories).slug, duration: r.int(20, 180), totalSteps: total, updatedAt: iso(now - r.int(1, 200) * day), featured: i % 4 === 0, progress: { currentStep: current, completed: r.int(0, 3) } };
  });
  return { categories, courses, steps };
}

/** Activities keep offsets from now (25 minutes to 4 days), turned into dates when asked. */
export function makeActivities(): (Omit<Activity, 'date'> & { agoMs: number })[] {
  const items = [
    { icon: 'heroicons_outline:truck', description: 'Trip <strong>TRP-2026-00131</strong> left İstanbul Avrupa Hub', link: '/secure/trips', useRouter: true },
    { image: '/images/avatars/3.svg', description: '<strong>Selin Arslan</strong> booked 14 parcels at the Bursa counter', useRouter: true },
    { icon: 'heroicons_outline:chat-bubble-left-right', description: 'A complaint was resolved', linkedContent: 'CMP-000187', link: '/secure/complaints', useRouter: true },
    { icon: 'heroicons_outline:document-text', description: 'The weekly deliveries report is ready', extraContent: '<em>4 812 deliveries, 96.1 % on time</em>', link: '/secure/reports', useRouter: true },
    { image: '/images/avatars/5.svg', description: '<strong>Murat Özkan</strong> added a new route', linkedContent: 'R-11 Bursa – Antalya', link: '/secure/routes', useRouter: true },
    { icon: 'heroicons_outline:star', description: 'You read the guide', linkedContent: 'Plan a trip', link: '/apps/help-center', useRouter: true },
    { icon: 'heroicons_outline:exclamation-triangle', description: 'Truck <strong>34 ABC 123</strong> is due for service', link: '/secure/trucks', useRouter: true },
    { icon: 'heroicons_outline:link', description: 'The partner portal changelog was updated', link: '/docs/changelog', useRouter: false },
    { image: '/images/avatars/8.svg', description: '<strong>Derya Güneş</strong> mentioned you in the team chat', link: '/apps/chat/cht_1', useRouter: true },
    { icon: 'heroicons_outline:cube', description: 'A placeholder link for this page', link: '', useRouter: true },
  ];
  const span = 4 * day - 25 * minute;
  return items.map((item, i) => ({ id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, ...item, agoMs: 25 * minute + Math.round((span * i) / (items.length - 1)) }));
}

