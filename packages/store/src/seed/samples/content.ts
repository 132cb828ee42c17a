/** Files, help centre, academy and activities: the read-mostly sample areas. */
import type { Activity, Course, CourseStep, Faq, FileItem, Guide, HelpCategory } from '@courier/domain';
import type { Random } from '../random';
import { day, iso, minute } from '../time';

export function makeFiles(r: Random, now: number): FileItem[] {
  const when = () => now - r.int(1, 300) * day;
  // Two days drawn: the earlier is when it was made, the later when it was last changed.
  const dates = () => {
    const [a, b] = [when(), when()];
    return { createdAt: iso(Math.min(a, b)), modifiedAt: iso(Math.max(a, b)) };
  };
  const folder = (
    id: string,
    name: string,
    folderId: string | null,
    contents: string,
    description: string,
  ): FileItem => ({
    id,
    folderId,
    name,
    createdBy: 'Ayşe Yılmaz',
    ...dates(),
    size: '-',
    type: 'folder',
    contents,
    description,
  });
  const file = (id: string, name: string, type: FileItem['type'], folderId: string | null): FileItem => ({
    id,
    folderId,
    name,
    createdBy: r.pick(['Ayşe Yılmaz', 'Murat Özkan', 'Derya Güneş']),
    ...dates(),
    size: `${r.int(12, 980)} KB`,
    type,
    contents: null,
    description: null,
  });
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

const faqCategoryTitles: [string, string][] = [
  ['most-asked', 'Most asked'],
  ['general-inquiries', 'General inquiries'],
  ['drivers-and-trucks', 'Drivers and trucks'],
  ['payments', 'Payments'],
  ['support', 'Support'],
];
const guideCategoryTitles: [string, string][] = [
  ['getting-started', 'Getting started'],
  ['scanning-and-delivery', 'Scanning and delivery'],
  ['trips-and-seals', 'Trips and seals'],
  ['network', 'The network'],
  ['settings', 'Settings'],
  ['payments', 'Payments'],
  ['your-account', 'Your account'],
];
/** Each FAQ category's questions with their answers, in whole sentences (the app's phrasebook puts each in Turkish). */
const questions: Record<string, [string, string][]> = {
  'most-asked': [
    [
      'How do I track a parcel?',
      'Type its tracking number in the search at the top of any page. The parcel opens with its whole history.',
    ],
    [
      'Can I change the delivery address?',
      'Yes, until the parcel is out for delivery. Open the parcel and choose Edit.',
    ],
    [
      'What happens after three failed attempts?',
      'The parcel goes back to the sender. The sender is told by text message.',
    ],
    ['How do I open a complaint?', 'Open the parcel and choose Complaint. Answers are given within one working day.'],
    [
      'Which items are not accepted?',
      'Cash, weapons, living animals and dangerous goods. Ask your branch when in doubt.',
    ],
  ],
  'general-inquiries': [
    [
      'What are the counter opening hours?',
      'Branches open from 09:00 to 18:00 on weekdays. Hubs work around the clock.',
    ],
    [
      'How long does a parcel take?',
      'Standard parcels arrive in two to three working days. Express parcels arrive the next working day.',
    ],
    ['How heavy may a parcel be?', 'Up to 30 kg at the counter. Heavier parcels go as freight.'],
    ['Can a parcel wait at the branch?', 'Yes, for up to seven days. The receiver brings an ID to collect it.'],
    [
      'Do you deliver on Saturdays?',
      'Express parcels are delivered on Saturdays in the big cities. Other parcels wait for Monday.',
    ],
    [
      'How is a parcel insured?',
      'Every parcel is insured up to its declared value. The sender declares it when booking.',
    ],
  ],
  'drivers-and-trucks': [
    [
      'Which licence does a driver need?',
      'A class C licence for trucks and a class B licence for vans. The licence must be valid on the day of the trip.',
    ],
    [
      'Where is the licence expiry kept?',
      'In the driver’s record. A driver whose licence has expired cannot be given a trip.',
    ],
    ['Do we carry dangerous goods?', 'No. Parcels with dangerous goods are refused at the counter.'],
    ['Who may open a new branch?', 'Only an administrator adds an office. The branch needs a business licence first.'],
    ['How many staff accounts may we have?', 'As many as you need. Each person has an account of their own.'],
  ],
  payments: [
    [
      'What does cash on delivery cost?',
      'One per cent of the amount collected, at least 15 TRY. The fee shows before the booking is saved.',
    ],
    [
      'How is the price calculated?',
      'From the weight or the volume, whichever is larger, and the service chosen. The price table has the rates.',
    ],
    ['When is collected cash paid over?', 'Every Monday for the week before. The sender gets a statement by email.'],
    [
      'Which ways of paying are taken?',
      'Cash and cards at the counter and at the door. Business customers may pay by monthly invoice.',
    ],
    ['Can a fee be refunded?', 'Yes, when the parcel was late or lost. The refund is made in the complaint.'],
    ['Is VAT included in the price?', 'Yes, every price shown includes VAT. The receipt shows it apart.'],
    [
      'What if the receiver refuses to pay?',
      'The parcel is not handed over. It waits at the branch and the sender is told.',
    ],
  ],
  support: [
    [
      'How do I reach support?',
      'Write in the team chat or call the support line. Support answers from 08:00 to 22:00.',
    ],
    [
      'The scanner does not read a label. What now?',
      'Type the tracking number by hand. Report the label if it is damaged.',
    ],
    [
      'A page does not load. What can I do?',
      'Reload the page. If it still does not load, tell support what you were doing.',
    ],
    ['I cannot sign in. What now?', 'Check your email and choose Forgot password. An administrator can also help.'],
    [
      'How do I report a damaged parcel?',
      'Take a photo and open a complaint on the parcel. Keep the box until it is settled.',
    ],
    ['Who sees the complaints I open?', 'The support team and the managers. The customer is answered by email.'],
  ],
};
/**
 * Each category's guides: title, subtitle, what it is about, its steps (the phrasebook puts each
 * in Turkish), and its opening line where it names one (otherwise one of `leads`, drawn from the
 * seed: the guides written later name theirs, so the draws, and all sample data made after them,
 * stay as they were).
 */
const guideTexts: Record<string, [string, string, string, string[], string?][]> = {
  'scanning-and-delivery': [
    [
      'Scan without a connection',
      'The station keeps working offline',
      'When the network drops, the scanning station keeps each scan on this device and sends them in order when the server answers again.',
      [
        'Keep scanning: each scan shows as kept on this device.',
        'Watch the banner: it counts the scans waiting to be sent.',
        'When the network returns, check the list To resolve for a parcel that moved on meanwhile.',
      ],
      'Step by step.',
    ],
    [
      'Take a proof of delivery',
      'A signature, or the name of who took it',
      'A parcel is delivered only with a proof: who took it, and their signature.',
      [
        'Tap Delivered on the stop.',
        'Write the name of who took the parcel, and how they are related to the receiver.',
        'Let them sign on the screen, or write the name instead when they cannot sign.',
      ],
      'What you need to know.',
    ],
    [
      'Deliver from My round',
      'The driver’s stops in order',
      'My round lists the parcels out for delivery with you, in the order of their addresses.',
      [
        'Call the receiver, or open the address on the map.',
        'Collect the cash on delivery where the stop says so.',
        'Tap Not delivered with the reason when nobody is there.',
      ],
      'In a few minutes.',
    ],
    [
      'Resolve a refused scan',
      'When a scan sent later is refused',
      'A scan kept offline can be refused when the parcel moved on meanwhile.',
      [
        'Open the parcel from the list To resolve.',
        'Read why the server refused the scan.',
        'Scan it again if it is still needed, then mark it resolved.',
      ],
      'Step by step.',
    ],
  ],
  'trips-and-seals': [
    [
      'Seal a trip',
      'The seal number before departure',
      'A truck with parcels on board leaves only under seal, and the seal number is written on the trip.',
      [
        'Load the parcels of the trip.',
        'Close the truck and put on the seal.',
        'Enter the seal number on the trip before it departs.',
      ],
      'What you need to know.',
    ],
    [
      'Depart and arrive',
      'Each stop in its order',
      'A trip departs from its first stop and arrives at each stop in order.',
      [
        'Choose Depart when the truck leaves, at most half an hour before its planned time.',
        'Choose Arrive at each stop and unload its parcels.',
        'Complete the trip when nothing is on board.',
      ],
      'In a few minutes.',
    ],
    [
      'Record a move made earlier',
      'The time it really happened',
      'A move that was not entered on time is recorded with the time it really happened.',
      [
        'Choose Depart or Arrive and enter the actual time.',
        'The time is not in the future, not before the trip’s previous move, and at most 12 hours ago.',
        'A manager may record a move the rules refuse, with a reason that stays in the trip’s history.',
      ],
      'Step by step.',
    ],
  ],
  'getting-started': [
    [
      'What is the back office',
      'The tools of the counter, the hub and the office',
      'The back office is where staff book parcels, scan them and plan trips.',
      ['Sign in with your staff account.', 'Open a module from the menu.', 'Use the search to find any parcel.'],
    ],
    [
      'Start using it',
      'Your first day',
      'A short tour of what you see after signing in.',
      [
        'Read the dashboard.',
        'Set your language and theme in the settings.',
        'Pin the pages you use most to your shortcuts.',
      ],
    ],
    [
      'Book your first parcel',
      'At the counter, in two minutes',
      'Booking takes the sender, the receiver and the parcel.',
      [
        'Open Parcels and choose Book a parcel.',
        'Fill in the sender and the receiver.',
        'Print the label and hand over the receipt.',
      ],
    ],
    [
      'Plan a trip',
      'A truck, a driver and a route',
      'A trip takes parcels from one office to the next.',
      [
        'Open Trips and choose Plan a trip.',
        'Choose the route, the truck and the driver.',
        'Load the parcels and seal the truck.',
      ],
    ],
    [
      'Scan at the counter',
      'Receive, load and deliver',
      'Every move of a parcel is a scan.',
      ['Open Scan.', 'Choose what you are doing.', 'Scan the labels one after another.'],
    ],
    [
      'Read the dashboard',
      'The day at a glance',
      'The dashboard shows the day of your office.',
      ['Check the parcels waiting.', 'Look at the trips on the road.', 'Open a figure to see what is behind it.'],
    ],
  ],
  network: [
    [
      'Open a new branch',
      'From the lease to the first parcel',
      'A new branch needs an office, a route and its staff.',
      ['Add the office with its address and hours.', 'Connect it to a route.', 'Create the accounts of its staff.'],
    ],
    [
      'Add a route',
      'Stops in their order',
      'A route is the road a truck takes from office to office.',
      ['Open Routes and choose Add.', 'Add the stops in their order.', 'Save and plan the first trip on it.'],
    ],
    [
      'Add a truck to the fleet',
      'Plate, capacity and service',
      'Every truck is known by its plate.',
      ['Open Trucks and choose Add.', 'Enter the plate and the capacity.', 'Set the next service date.'],
    ],
    [
      'Take on a driver',
      'Licence and first trip',
      'A driver needs an account and a valid licence.',
      ['Open Drivers and choose Add.', 'Enter the licence and its expiry.', 'Give the driver a first trip.'],
    ],
    [
      'Import bookings',
      'Many parcels at once, from a CSV file',
      'A business customer can send a spreadsheet of parcels: one row a parcel, with its receiver.',
      [
        'Open Parcels, choose Import CSV and the customer.',
        'Start from the template, or choose the customer’s own file: the columns are matched by their names.',
        'Book the rows without problems, and download the others with their problems to correct.',
      ],
    ],
    [
      'Import customers',
      'A customer list from a CSV file',
      'Customers come in from a spreadsheet: one row a customer, checked before anything is added.',
      [
        'Open Customers and choose Import CSV.',
        'Download the template and fill in one row for each customer.',
        'A row whose email address or tax number is already known is listed, not added.',
      ],
      'What you need to know.',
    ],
    [
      'Plan the peak season',
      'More trips for more parcels',
      'Before the holidays the network carries twice as much.',
      ['Read last year’s report.', 'Add trips on the busiest routes.', 'Plan extra shifts at the hubs.'],
    ],
    [
      'Close a branch',
      'Without losing a parcel',
      'A branch closes only when nothing waits in it.',
      [
        'Move the parcels waiting to the next office.',
        'Take the office off its routes.',
        'Close the accounts of its staff.',
      ],
    ],
  ],
  settings: [
    [
      'Set your preferences',
      'Language, theme and layout',
      'The back office follows your choices on every device.',
      ['Open the settings.', 'Choose your language and theme.', 'Choose the layout you like.'],
    ],
    [
      'Choose a layout',
      'Menu at the side or on top',
      'Some like the menu at the side, others on top.',
      ['Open the settings.', 'Choose a layout.', 'See the page change at once.'],
    ],
    [
      'Work in the dark',
      'A dark theme for the night shift',
      'The dark theme is easier on the eyes at night.',
      ['Open the settings.', 'Choose Dark.', 'Or choose Auto to follow your device.'],
    ],
    [
      'Change the language',
      'English or Turkish',
      'Every page reads in English or in Turkish.',
      ['Open your profile menu.', 'Choose a language.', 'The page changes without reloading.'],
    ],
    [
      'Pin your shortcuts',
      'The pages you use most',
      'Shortcuts take you to a page in one click.',
      ['Open the shortcuts.', 'Choose Add.', 'Give it a name and a page.'],
    ],
    [
      'Read your notifications',
      'What needs you now',
      'Notifications tell you what happened while you were away.',
      ['Open the notifications.', 'Open one to go to what it is about.', 'Mark the rest as read.'],
    ],
    [
      'Print labels',
      'Printer and label size',
      'Labels print at the size your printer takes.',
      ['Open a parcel.', 'Choose Print label.', 'Choose the printer and the size.'],
    ],
    [
      'Use the keyboard',
      'Work without the mouse',
      'Every page can be used with the keyboard alone.',
      ['Move with Tab and Shift+Tab.', 'Open and choose with Enter.', 'Close a panel with Escape.'],
    ],
  ],
  payments: [
    [
      'Take cash on delivery',
      'Collect at the door',
      'The driver collects the amount written on the label.',
      ['Check the amount on the label.', 'Take the cash or the card.', 'Record the delivery.'],
    ],
    [
      'Pay collected cash over',
      'From the driver to the sender',
      'Cash collected is paid over to the sender every week.',
      ['Open Reports.', 'Read the cash-on-delivery report.', 'Approve the payment.'],
    ],
    [
      'Refund a shipping fee',
      'When the parcel was late',
      'A late parcel may get its fee back.',
      ['Open the complaint.', 'Choose Refund.', 'Write the reason in the resolution.'],
    ],
    [
      'Read the revenue report',
      'By day, office and service',
      'The revenue report shows what the network earned.',
      ['Open Reports.', 'Choose a range of days.', 'Export it as a CSV file.'],
    ],
    [
      'Bill a business customer',
      'One invoice a month',
      'Business customers pay once a month.',
      ['Open the customer.', 'Check the parcels of the month.', 'Send the invoice.'],
    ],
    [
      'Answer a payment dispute',
      'When the amounts differ',
      'A customer may find a charge they did not expect.',
      ['Open the parcel and its price.', 'Compare it with the price table.', 'Answer within one working day.'],
    ],
  ],
  'your-account': [
    [
      'Manage your account',
      'Name, email and role',
      'Your account is yours alone.',
      ['Open your profile from the menu.', 'Check your name and email.', 'Sign out when you leave the counter.'],
    ],
    [
      'Change your password',
      'With a link by email',
      'Choose a password no one can guess.',
      ['On the sign-in page, choose Forgot password.', 'Enter your email.', 'Set the new password within 30 minutes.'],
    ],
    [
      'When the session is locked',
      'After a long pause',
      'The session locks itself when you are away for long.',
      ['Enter your password.', 'Choose Unlock.', 'Carry on where you left off.'],
    ],
    [
      'Sign out safely',
      'At the end of the shift',
      'Signing out ends your session on this computer.',
      ['Open your profile menu.', 'Choose Sign out.', 'Hand the counter over to the next shift.'],
    ],
    [
      'Show your status',
      'Online, away or busy',
      'Your colleagues see whether you can answer.',
      ['Open your profile menu.', 'Choose a status.', 'It shows beside your name.'],
    ],
    [
      'Work on a shared computer',
      'Counter computers',
      'Several people may use one counter computer.',
      ['Sign in with your own account.', 'Sign out before a long break.', 'Sign out at the end of the shift.'],
    ],
    [
      'Ask for another role',
      'When your work changes',
      'Your role decides which modules you see.',
      ['Ask your manager.', 'An administrator changes the role.', 'Sign in again to see the new modules.'],
    ],
    [
      'Roles and what they may do',
      'Seven roles, each with its work',
      'The server checks every call against the role and the office of the person who makes it.',
      [
        'A clerk books and scans at his own office.',
        'A dispatcher plans trips, and a driver sees his own trips and his round.',
        'A manager runs an office, finance reads the money, support answers complaints, and the administrator keeps the accounts.',
      ],
      'In a few minutes.',
    ],
  ],
};
const leads = ['Step by step.', 'In a few minutes.', 'What you need to know.'];
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function makeHelpCenter(r: Random) {
  const faqCategories: HelpCategory[] = faqCategoryTitles.map(([slug, title], i) => ({
    id: `fqc_${i + 1}`,
    slug,
    title,
  }));
  const faqs: Faq[] = faqCategories.flatMap((c, ci) =>
    (questions[c.slug] ?? []).map(([question, answer], k) => ({
      id: `faq_${ci + 1}_${k + 1}`,
      categoryId: c.id,
      question,
      answer,
    })),
  );
  const guideCategories: HelpCategory[] = guideCategoryTitles.map(([slug, title], i) => ({
    id: `gdc_${i + 1}`,
    slug,
    title,
  }));
  const guides: Guide[] = guideCategories.flatMap((c, ci) =>
    (guideTexts[c.slug] ?? []).map(([title, subtitle, about, steps, lead], k) => ({
      id: `gde_${ci + 1}_${k + 1}`,
      categoryId: c.id,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      title,
      subtitle,
      content: `<p>${lead ?? r.pick(leads)}</p><p>${escape(about)}</p><ol>${steps.map((step) => `<li>${escape(step)}</li>`).join('')}</ol>`,
    })),
  );
  return { faqCategories, faqs, guideCategories, guides };
}

/** The courses: title, category and what it teaches (the app's phrasebook puts each in Turkish). */
const courseTexts: [string, string, string][] = [
  ['Basics of routing', 'hub', 'How parcels find their way from office to office.'],
  ['Hub operations', 'hub', 'Receiving, sorting and loading at a hub.'],
  ['Cash on delivery in practice', 'finance', 'Collecting at the door and paying it over.'],
  ['Customer care at the counter', 'counter', 'Serving a customer well in a busy hour.'],
  ['Reading the dashboard', 'counter', 'The figures of your office and what they mean.'],
  ['Safe loading', 'fleet', 'Loading a truck so nothing moves or breaks.'],
  ['Line-haul planning', 'fleet', 'Planning the trips between the hubs.'],
  ['Returns handling', 'customer-care', 'Taking a parcel back to its sender.'],
  ['Fleet maintenance', 'fleet', 'Keeping the trucks safe and on the road.'],
  ['Scanning without mistakes', 'hub', 'Every scan right the first time.'],
  ['Claims and compensation', 'customer-care', 'Settling a damaged or lost parcel fairly.'],
  ['Reporting for finance', 'finance', 'The reports finance needs, and how to read them.'],
];
/** The parts of a course, in order: a course of n steps has the first n. */
const stepTexts: [string, string][] = [
  ['Why it matters', 'What this part is for, and what goes wrong without it.'],
  ['The basics', 'The few things everyone must know.'],
  ['Step by step', 'The work done once, in order.'],
  ['Common mistakes', 'What goes wrong most often, and how to avoid it.'],
  ['A worked example', 'A real day, from start to end.'],
  ['Good practice', 'What the best offices do.'],
  ['Checklist', 'What to check before you finish.'],
  ['Test yourself', 'A few questions to see what you remember.'],
  ['Summary', 'The part in a few lines.'],
];

export function makeAcademy(r: Random, now: number) {
  const categories = [
    ['Counter', 'counter'],
    ['Hub', 'hub'],
    ['Fleet', 'fleet'],
    ['Customer care', 'customer-care'],
    ['Finance', 'finance'],
  ].map(([title, slug], i) => ({ id: `acc_${i + 1}`, title: title!, slug: slug! }));
  const steps = new Map<string, CourseStep[]>();
  const courses: Course[] = courseTexts.map(([title, category, description], i) => {
    const id = `crs_${String(i + 1).padStart(2, '0')}`;
    const total = r.int(4, 9);
    steps.set(
      id,
      stepTexts
        .slice(0, total)
        .map(([subtitle, about], k) => ({ order: k, title: `Step ${k + 1}`, subtitle, content: `<p>${about}</p>` })),
    );
    const current = r.int(0, total);
    // The category was once drawn at random: the draw stays, so the sample's later data is as it was.
    r.next();
    return {
      id,
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      description,
      category,
      duration: r.int(20, 180),
      totalSteps: total,
      updatedAt: iso(now - r.int(1, 200) * day),
      featured: i % 4 === 0,
      progress: { currentStep: current, completed: r.int(0, 3) },
    };
  });
  return { categories, courses, steps };
}

/** Activities keep offsets from now (25 minutes to 4 days), turned into dates when asked. */
export function makeActivities(): (Omit<Activity, 'date'> & { agoMs: number })[] {
  const items = [
    {
      icon: 'heroicons_outline:truck',
      description: 'Trip <strong>TRP-2026-00131</strong> left İstanbul Avrupa Hub',
      link: '/secure/trips',
      useRouter: true,
    },
    {
      image: '/images/avatars/3.svg',
      description: '<strong>Selin Arslan</strong> booked 14 parcels at the Bursa counter',
      useRouter: true,
    },
    {
      icon: 'heroicons_outline:chat-bubble-left-right',
      description: 'A complaint was resolved',
      linkedContent: 'CMP-000187',
      link: '/secure/complaints',
      useRouter: true,
    },
    {
      icon: 'heroicons_outline:document-text',
      description: 'The weekly deliveries report is ready',
      extraContent: '<em>4 812 deliveries, 96.1 % on time</em>',
      link: '/secure/reports',
      useRouter: true,
    },
    {
      image: '/images/avatars/5.svg',
      description: '<strong>Murat Özkan</strong> added a new route',
      linkedContent: 'R-11 Bursa – Antalya',
      link: '/secure/routes',
      useRouter: true,
    },
    {
      icon: 'heroicons_outline:star',
      description: 'You read the guide',
      linkedContent: 'Plan a trip',
      link: '/apps/help-center',
      useRouter: true,
    },
    {
      icon: 'heroicons_outline:exclamation-triangle',
      description: 'Truck <strong>34 ABC 123</strong> is due for service',
      link: '/secure/trucks',
      useRouter: true,
    },
    {
      icon: 'heroicons_outline:link',
      description: 'The partner portal changelog was updated',
      link: '/docs/changelog',
      useRouter: false,
    },
    {
      image: '/images/avatars/8.svg',
      description: '<strong>Derya Güneş</strong> mentioned you in the team chat',
      // The chat app: each reader's conversations are his own, so the mention opens his list of them.
      link: '/apps/chat',
      useRouter: true,
    },
    { icon: 'heroicons_outline:cube', description: 'A placeholder link for this page', link: '', useRouter: true },
  ];
  const span = 4 * day - 25 * minute;
  return items.map((item, i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    ...item,
    agoMs: 25 * minute + Math.round((span * i) / (items.length - 1)),
  }));
}
