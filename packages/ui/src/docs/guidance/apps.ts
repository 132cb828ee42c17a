import type { Guide } from '../guidance';

/** The sample areas’ apps: their guides (guidance.ts). */
export const appsGuides: Record<string, Guide> = {
  'Apps/Academy': {
    usage: [
      'Training courses for staff (a new clerk’s first week, handling dangerous goods): the list filtered by category with each course’s progress, and the course player, step by step.',
    ],
    do: ['Show how far a person has come and where to go on', 'Give each step its own address, so it can be resumed'],
    dont: ['Lock steps without saying why'],
    accessibility: [
      'Progress is a progress bar with its words; the steps are a numbered navigation list, the current one marked as the current step.',
    ],
  },
  'Apps/Activities': {
    usage: [
      'What happened lately across the company, newest first, grouped by day on the company’s clock: who did what, with a link to the thing.',
    ],
    do: ['Link each entry to what it is about', 'Show relative times with the exact time beside them'],
    dont: ['Render an entry’s text as HTML'],
    accessibility: [
      'Each day is a headed section; each entry’s time is a `time` element with the full moment as its title.',
    ],
  },
  'Apps/Chat': {
    usage: [
      'Staff messaging: the chats with their unread counts and mute, the conversation, and the contact’s information; the same data as the quick-chat panel of the header.',
    ],
    do: ['Keep what was typed when a send is refused, and say why', 'Mark what is unread until it is read'],
    dont: ['Render messages as HTML'],
    accessibility: [
      'The conversation is a log, read politely as messages come; each chat’s unread count has its words ("3 unread").',
    ],
  },
  'Apps/Contacts': {
    usage: [
      'The company’s address book: searchable, grouped by letter; a contact with emails, phones (with the country’s dial code), tags and notes; the editor for both.',
    ],
    do: ['Show phone numbers formatted for dialling', 'Sanitise notes written as HTML before showing them'],
    dont: ['Require fields a contact may not have'],
    accessibility: [
      'Each letter is the heading of its section, so a screen reader jumps letter by letter; while loading the list says it is busy.',
    ],
  },
  'Apps/Dashboards': {
    usage: ['Four dashboards of the sample data (project, analytics, finance, crypto), each chart with its table.'],
    do: ['Pair each chart with its table', 'Say the period of every figure'],
    dont: ['Use colour alone to tell series apart'],
    accessibility: ['Every chart has a table alternative; chart labels are text, never HTML from data.'],
  },
  'Apps/Docs': {
    usage: [
      'The product’s own documentation pages: the changelog and the guides (getting started and on), each page’s content sanitised before it is shown.',
      'Its pages ship with the app in both languages: nothing is fetched, so it has no loading, empty or failed state (and no States page); an unknown address shows the not-found page.',
    ],
    do: ['Keep each guide to one task'],
    dont: ['Show content that was not sanitised'],
    accessibility: ['Pages are headed sections with a navigation list beside them.'],
  },
  'Apps/File manager': {
    usage: [
      'The company’s shared files: folders with breadcrumbs, a grid or a list, and a details panel for the chosen file (kind, size, dates, owner).',
    ],
    do: ['Keep the folder in the address', 'Say when a folder is empty or does not exist'],
    dont: ['Open a file on a single click without saying so'],
    accessibility: [
      'The breadcrumbs are a navigation; grid or list is a toggle button group; the list view is a table; the details panel is a region named by the file.',
    ],
  },
  'Apps/Help centre': {
    usage: [
      'Answers for staff and customers: a home with search, the FAQs by category, guides by category, and one guide’s page (its content sanitised).',
    ],
    do: ['Lead with the search', 'Keep answers short and link to the guide'],
    dont: ['Show content that was not sanitised'],
    accessibility: [
      'Each FAQ is a disclosure (the question a button that opens its answer, opened at once when a search found it).',
    ],
  },
  'Apps/Icons': {
    usage: [
      'The icon catalogue of the sets the product ships: search by name, switch the set, press an icon to copy its name for use in code.',
    ],
    do: ['Use the names as shown (`heroicons_outline:truck`)'],
    dont: ['Add an icon set for one icon'],
    accessibility: [
      'The icons are a grid list named by the set, operable by arrows, each item named by its icon’s name; Enter copies it and a note says so.',
    ],
  },
  'Apps/Inventory': {
    usage: [
      'Products of the company’s shop (packaging, boxes): a list sorted, searched and paged by the server, and the editor with category, brand, vendor, tags, price as base plus tax computed as it is typed, and the active flag.',
    ],
    do: ['Show the tax-included price beside its parts'],
    dont: ['Let the total be typed: it is computed'],
    accessibility: [
      'The list is a table with sortable headers; the computed price is an output read politely as it changes.',
    ],
  },
  'Apps/Mailbox': {
    usage: [
      'Staff mail: folders, filters and labels with their counts, the list with unread, starred and important, a selection with bulk actions, and one mail with its attachments; the labels can be created, renamed and deleted.',
    ],
    do: ['Keep the folder and the mail in the address', 'Show a mail’s body as text'],
    dont: ['Render a mail’s HTML as it came'],
    accessibility: [
      'The folders and labels are a navigation; the list’s selection works by keyboard; the bulk actions are a named group that says how many mails are selected.',
    ],
  },
  'Apps/Notes': {
    usage: [
      'Personal notes on a masonry board: labels, an archive, search, and a note editor with tasks (a checklist) and a reminder.',
    ],
    do: ['Close the editor only once the note is saved'],
    dont: ['Lose a note on a refused save'],
    accessibility: [
      'The board is a list named by what it shows (notes, archive, a label); a note’s checklist is a list named by the note.',
    ],
  },
  'Apps/Scrumboard': {
    usage: [
      'Boards of lists and cards for the company’s projects: cards move between lists and within one by dragging or by keyboard, and the card editor has labels and a due date.',
    ],
    do: ['Let everything done by dragging be done by keyboard', 'Ask before deleting a list with cards'],
    dont: ['Move cards without telling a screen reader where they went'],
    accessibility: [
      'React Aria’s drag and drop: a card is picked up and dropped by keyboard, and each move is announced with its list and place.',
    ],
  },
  'Apps/Tasks': {
    usage: [
      'Tasks in sections, reordered by dragging or by keyboard, with priority, tags, due date and sub-tasks; the detail at its own address; search highlights what matched.',
    ],
    do: ['Show overdue tasks as such, in words'],
    dont: ['Reorder by pointer only'],
    accessibility: [
      'A grid list with React Aria’s drag and drop, by keyboard too; a match is highlighted with `mark` elements over plain text.',
    ],
  },

  // The frame around every page (Shell).
};
