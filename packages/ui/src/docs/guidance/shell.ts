import type { Guide } from '../guidance';

/** The shell: layouts, bars, panels: their guides (guidance.ts). */
export const shellGuides: Record<string, Guide> = {
  'Shell/Auth': {
    usage: [
      'The pages before the app: sign in (with the demo accounts while the in-browser API runs), sign up, forgot and reset password, confirmation, unlock a locked session, and signing out with its countdown.',
    ],
    do: [
      'Keep what was typed when the server refuses it',
      'Say the same thing whether or not an account exists (forgot password)',
    ],
    dont: [
      'Say which of email or password was wrong',
      'Load more than the form on these pages: they are the first staff see',
    ],
    accessibility: [
      'Errors show on the fields until edited, focus goes to the first wrong field, the server’s answer is an alert above the form; the countdown is a polite status.',
    ],
  },
  'Shell/Auth/Setup': {
    usage: [
      'The page a new company opens from the setup link its server printed: the company’s name, address and phone, and its first administrator, who is signed in when it is done. A link used or past its 24 hours says so.',
    ],
    do: ['Ask only what the company needs to start; the rest is set later in the company profile'],
    dont: ['Offer it once the company has an administrator'],
    accessibility: [
      'Two named groups of fields; a refused submit moves focus to the first wrong field, and the server’s refusal is an alert.',
    ],
  },
  'Shell/DemoBanner': {
    usage: [
      'A thin strip above every signed-in page of a demo: the data is the sample company’s. When the demo server can be reached from other machines it says so, since its accounts share a published password.',
    ],
    do: [
      'Show it on every signed-in page of a demo, and nowhere on a company’s own data',
      'Let it be hidden for the rest of the visit',
    ],
    dont: ['Use it for news or alerts about the work itself'],
    accessibility: ['A region named “Demo data”; its hide button is named and reached by Tab.'],
  },
  'Shell/Layouts': {
    usage: [
      'The eleven frames a company can choose (vertical, horizontal and empty families) around the same pages: the navigation, the top bar with search, the panels and the user menu. On a phone the navigation is a drawer.',
    ],
    do: ['Keep the page’s own content the same in every layout', 'Let the choice be made in the settings and kept'],
    dont: ['Put a page’s actions in the frame'],
    accessibility: [
      'A skip link to the content comes first; the navigation, header and main content are landmarks; the phone drawer is a modal dialog.',
    ],
  },
  'Shell/LoadingBar': {
    usage: [
      'A thin bar at the top of the page while requests are in flight, or with a value when the progress is known (an import).',
    ],
    do: ['Show it for work the page waits on'],
    dont: ['Show it for background refreshes the person did not ask for'],
    accessibility: ['A progress bar named “Loading”, with its value when it has one.'],
  },
  'Shell/Navigation': {
    usage: [
      'The side navigation: links with icons and badges, groups that fold, the current page marked (on its own page and the pages under it). The menu follows the person’s role.',
    ],
    do: [
      'Name items after the work, as staff say it ("Scan", "Trips")',
      'Keep the badge for what needs attention (open complaints)',
    ],
    dont: ['Show items a role cannot open'],
    accessibility: [
      'A navigation landmark; the current page has `aria-current="page"`; a group’s button says whether it is open (`aria-expanded`).',
    ],
  },
  'Shell/Panels/FeedPanel': {
    usage: [
      'The top bar’s messages and notifications: a badge with the unread count, and a panel of items that can be marked read or unread, removed, or all marked read.',
    ],
    do: ['Link each item to what it is about', 'Keep the count to what is unread'],
    dont: ['Render an item’s text as HTML as it came (it is sanitised first)'],
    accessibility: [
      'The button’s name carries the count ("Notifications, 3 unread"); the panel’s list is named by its title; each item’s buttons say what they do ("Mark as read").',
    ],
  },
  'Shell/Panels/QuickChat': {
    usage: [
      'The team chat sliding in from the side: conversations, messages by day with their times, and a send box that grows; the same data as the Chat app.',
    ],
    do: ['Keep the text when a send fails'],
    dont: ['Open it over a form the person is filling'],
    accessibility: ['The messages are a log read politely; the panel is named and closes with Escape.'],
  },
  'Shell/Panels/SettingsDrawer': {
    usage: [
      'Theme (six palettes), scheme (light, dark, auto) and layout (eleven), applied as soon as they are chosen and kept for the next visit.',
    ],
    do: ['Show the effect at once'],
    dont: ['Ask to save or reload'],
    accessibility: ['A drawer (modal dialog); theme and scheme are radio groups with their labels.'],
  },
  'Shell/Panels/ShortcutsPanel': {
    usage: [
      'The person’s shortcuts to pages, in a grid of two columns: view, modify, add and edit. The form loads when the panel first opens.',
    ],
    do: ['Offer the pages the person opens most'],
    dont: ['Let a shortcut point outside the app'],
    accessibility: ['The form focuses its first field when it shows; the modes’ buttons say what they do.'],
  },
  'Shell/RouteAnnouncer': {
    usage: [
      'Tells keyboard and screen-reader users that the page changed, as a full page load would: once the new page has drawn its heading, the heading takes focus (unless the page put it elsewhere, such as the scan field) and the title is read. The first page of a visit is left to the browser.',
    ],
    do: ['Give every page one `h1`', 'Put focus where work starts on pages that need it (the scan field)'],
    dont: ['Move focus on a change of filters within a page'],
    accessibility: [
      'A polite live region with the page’s title; the heading gets focus without a visible ring for the mouse.',
    ],
  },
  'Shell/Search': {
    usage: [
      'The global search of the top bar: from two characters, 300 ms after typing stops; results grouped by kind (parcels, customers, offices …), each leading to its page.',
    ],
    do: [
      'Search what staff type: tracking numbers, names, phones, codes',
      'Say when it is still searching, then when nothing matched',
    ],
    dont: ['Search on every key press'],
    accessibility: [
      'A combobox: arrows move through the results, grouped in named sections, Enter opens one, Escape clears and closes.',
    ],
  },
  'Shell/TopBar/FullscreenToggle': {
    usage: [
      'Enters and leaves fullscreen (a counter’s screen, a wall display); reports when the browser has none or refuses.',
    ],
    do: ['Keep it in the top bar, out of the way'],
    dont: ['Enter fullscreen without the person asking'],
    accessibility: [
      'An icon button whose name says what it will do ("Enter fullscreen", "Exit fullscreen"); Escape leaves fullscreen as the browser does.',
    ],
  },
  'Shell/TopBar/LanguageMenu': {
    usage: [
      'English or Turkish, each with its flag; the choice is kept and every string, date and number follows. Its menu’s code loads when the button is first pointed at or focused.',
    ],
    do: ['Write each language’s name in that language ("Türkçe")'],
    dont: ['Use a flag alone for a language'],
    accessibility: [
      'A menu button; the languages are menu items with their names; the page’s `lang` follows the choice.',
    ],
  },
  'Shell/TopBar/UserMenu': {
    usage: [
      'The signed-in person: name and email, presence status, links (profile, settings), the messages and notifications on a phone, and sign out.',
    ],
    do: ['Put sign out last'],
    dont: ['Hide the person’s role or office where it matters for what they see'],
    accessibility: [
      'A menu button named by the person; the statuses are a titled section of the menu, each with its icon and its word.',
    ],
  },
};
