import type { Guide } from '../guidance';

/** The primitives (and the data table’s pager): their guides (guidance.ts). */
export const primitivesGuides: Record<string, Guide> = {
  'Primitives/Avatar': {
    usage: [
      'A person beside their name: the signed-in user, a driver on a trip, a complaint’s handler. The photo when there is one, the initials otherwise.',
      '`status` adds the presence dot of the chat and the staff lists (online, away, busy, offline).',
    ],
    do: [
      'Put the name next to it, or in a tooltip where space is short',
      'Use `sm` in tables and lists, `lg` or `xl` on a person’s own page',
    ],
    dont: [
      'Use an avatar for a company, an office or a truck',
      'Let a missing photo show a broken image (the initials stand in on their own)',
    ],
    accessibility: [
      'The image’s text is the person’s name; initials are read as the name, not as letters.',
      'The status dot is also said in words ("online"), never by colour alone.',
    ],
  },
  'Primitives/Badge': {
    usage: [
      'A short state beside the thing it describes: a parcel’s status, a route active or not, "Overdue" on a complaint.',
      '`tone` carries the meaning (success, caution, warn, info, neutral); `withDot` for lists where many badges sit in a column. `CountBadge` for a number on an icon (unread messages).',
    ],
    do: [
      'Use the domain’s own words ("Out for delivery")',
      'Keep one tone per meaning across the product: warn is for what needs action now',
    ],
    dont: ['Put a sentence or an action in a badge', 'Show raw values ("out_for_delivery")'],
    accessibility: [
      'The badge is text, read in place; the tone is never the only sign of the meaning.',
      '`CountBadge` has a label ("3 unread") so the number is not read alone.',
    ],
  },
  'Primitives/Card': {
    usage: [
      'A group of facts about one thing: the sender, the route, a trip’s load. `title`, `subtitle` and `actions` make its header.',
      '`as="section"` with a title makes a landmark region; `headingLevel` fits it into the page’s outline.',
    ],
    do: ['Give each card one subject', 'Put a card’s own actions in its header (`actions`)'],
    dont: ['Nest cards in cards', 'Use a card only for a shadow: a plain block reads better'],
    accessibility: [
      'The title is a real heading at the level given, so a screen reader’s heading list shows the page’s parts.',
    ],
  },
  'Primitives/Checkbox': {
    usage: [
      'A yes or no that is sent with a form ("Remember me", "Fragile"), or one of several in a `CheckboxGroup` that make one value (the weekdays a route runs).',
      'For a setting that takes effect at once, use a Switch.',
    ],
    do: ['Word the label as the yes ("Signature required")', 'Use the group’s label and error for the whole set'],
    dont: [
      'Use a checkbox where only one of the options may be chosen (that is a radio group)',
      'Negative labels ("Don’t send SMS")',
    ],
    accessibility: [
      'A native checkbox underneath: Space toggles it, the label is its name, the group is a labelled group with its error read with it.',
    ],
  },
  'Primitives/ComboBox': {
    usage: [
      'Choose one of many by typing: a customer among thousands, an office, a truck. `items` for a known list, `loadOptions` to ask the server as the person types (with a pause, `debounceMs`, and earlier requests cancelled).',
    ],
    do: ['Show what makes two options different (code and name: "IST · İstanbul hub")', 'Say when nothing matches'],
    dont: [
      'Use it for five options or fewer (a Select or radios show them all)',
      'Accept free text that is not one of the options',
    ],
    accessibility: [
      'The ARIA combobox pattern: arrows move in the list, Enter chooses, Escape closes; the list’s count and the active option are announced.',
    ],
  },
  'Primitives/ConfirmationDialog': {
    usage: [
      'Asks before a step that is hard to undo: deleting an office, disabling an account, cancelling a trip. The title names the thing ("Disable Burak Şahin?"), the message says what follows.',
      '`tone="warn"` for what destroys; `isPending` while the call runs.',
    ],
    do: ['Name the action on the confirm button ("Disable", "Delete office")', 'Say what stays and what goes'],
    dont: ['Ask for steps that can be undone (offer Undo instead)', '"Are you sure?" with OK and Cancel'],
    accessibility: [
      'An alert dialog: focus moves into it and stays until it closes, Escape cancels, and focus returns to the button that opened it.',
    ],
  },
  'Primitives/DateField': {
    usage: [
      'A calendar day typed or picked: a trip’s date, a report’s range, a due date. Values are ISO dates (`2026-11-20`); `minValue` and `maxValue` bound them.',
    ],
    do: ['Let people type the date as well as pick it', 'Show the bounds in the hint when they are not obvious'],
    dont: ['Ask for a time in a date field', 'Use text fields for day, month and year'],
    accessibility: [
      'Each part (day, month, year) is a spin button with the arrows; the calendar is a grid operable by keyboard; the format follows the language.',
    ],
  },
  'Primitives/Drawer': {
    usage: [
      'A panel from the side that keeps the page in view: settings, notifications, the quick chat, the navigation on a phone. `side` and `width` place it; `headerActions` for the panel’s own buttons.',
    ],
    do: ['Keep a drawer to one task', 'Close it with the same button that opened it, or Escape'],
    dont: ['Open a drawer from a drawer', 'Use it for a long form that deserves a page'],
    accessibility: [
      'A modal dialog named by its title: focus moves in and is held, Escape closes, focus returns to the opener.',
    ],
  },
  'Primitives/EmptyState': {
    usage: [
      'What a list or a panel says when it has nothing to show, or when it could not load (`isError`, with a Try again `action`).',
    ],
    do: [
      'Say why it is empty and what to do next ("Nothing matches these filters" with Clear filters)',
      'Offer the one action that fills it',
    ],
    dont: ['Leave a blank table', 'Blame the user'],
    accessibility: ['An error state is an alert, read when it appears; the message is text, the icon is decoration.'],
  },
  'Primitives/FormField': {
    usage: [
      'Label, hint and error around a control that is not one of the library’s fields (a signature, a map picker). The render function hands the control its id and the ids to describe it with.',
    ],
    do: ['Prefer TextField, Select and the other fields where they fit', 'Pass every id it gives to the control'],
    dont: ['Put two controls in one field'],
    accessibility: [
      'Wires `aria-labelledby`, `aria-describedby` and `aria-invalid` on the control; the error is read with it.',
    ],
  },
  'Primitives/IconButton': {
    usage: [
      'An action known by its icon where space is short: close, more, refresh, the header’s bell. `label` names it; a tooltip shows the label on hover and focus. `badge` for a count (unread).',
    ],
    do: [
      'Use icons people know (bell, search, close)',
      'Label it with the action or the place it opens, in a word or two ("Close", "Notifications")',
    ],
    dont: [
      'Use an icon button for the main action of a page',
      'Invent icons for rare actions (use a Button with words)',
    ],
    accessibility: [
      'The label is the button’s name; the badge’s count is in the name too ("Notifications, 3 unread").',
    ],
  },
  'Primitives/Link': {
    usage: [
      'Goes somewhere: a parcel’s page, a customer, the sign-in. Inside the app it moves without a reload (`routing="app"`); `routing="document"` for files and other sites.',
    ],
    do: ['Word a link as where it goes ("Parcel CP123456785TR")', 'Use a Button for actions'],
    dont: ['"Click here"', 'Open new windows without saying so'],
    accessibility: [
      'A native link: Enter follows it, it shows in the screen reader’s list of links with its own words.',
    ],
  },
  'Primitives/Menu': {
    usage: [
      'Actions on one thing behind a trigger: a row’s More menu, the user menu. Items can be grouped, carry an icon and a description, go somewhere (`href`) or be dangerous (`isDanger`).',
    ],
    do: ['Put the frequent action first and the dangerous last, apart', 'Keep item labels to verbs'],
    dont: ['Hide the main action of a page in a menu', 'Nest menus more than one level'],
    accessibility: [
      'The ARIA menu pattern: arrows move, type-ahead finds, Enter runs, Escape closes and returns focus to the trigger.',
    ],
  },
  'Primitives/NumberField': {
    usage: [
      'A quantity with its unit: weight in kg, dimensions in cm, a price in ₺. Formats as the language does (1.234,5 in Turkish); stepper buttons and arrows add or take away.',
    ],
    do: ['Show the unit (`unit`)', 'Bound it (`minValue`, `maxValue`) where the domain does'],
    dont: ['Use it for codes and phone numbers (they are text)'],
    accessibility: ['A spin button: arrows step, Page Up and Down step more, the value is read with its unit.'],
  },
  'Primitives/Popover': {
    usage: [
      'Extra content anchored to a trigger, without leaving the page: the columns chooser, a filter set on a phone, a detail of a chart. `size="panel"` for a wider panel.',
    ],
    do: [
      'Keep it short and related to its trigger',
      'Close it when its job is done (the render function gets `close`)',
    ],
    dont: ['Put a whole form in a popover', 'Open a popover on hover'],
    accessibility: ['A dialog tied to its trigger: focus moves in, Escape closes, focus returns to the trigger.'],
  },
  'Primitives/ProgressBar': {
    usage: [
      'How far along or how full: a truck’s load, an import, a course. `tone` turns caution or warn as a limit nears; `valueLabel` says it in the domain’s words ("816 / 1,200 kg").',
    ],
    do: ['Say the numbers as well as draw them', 'Use the same thresholds everywhere (amber from 90 %)'],
    dont: ['Use it for a wait of unknown length (that is a Spinner)'],
    accessibility: ['A progressbar with a name and a value text, so the words are read, not only the percentage.'],
  },
  'Primitives/NativeSelect': {
    usage: [
      'One of a list with the browser’s own select, where a page must draw at once: the dashboard’s scope (the whole network or one office). It mounts as one element, where Select builds a collection and a popover and draws twice; a phone opens its own picker.',
      '`placeholder` while the value’s item is not in the list yet (the offices still load), so the first item is never shown in its place.',
    ],
    do: [
      'Label the options in words a person scans (code and name: "IST · İstanbul hub")',
      'Keep the first option the broadest (the whole network)',
    ],
    dont: [
      'Use it for options that need a description or an icon (a Select shows them)',
      'Use it for a long list people search (a ComboBox)',
    ],
    accessibility: [
      'The browser’s select: Tab reaches it with the library’s focus ring, the arrows and typing choose, the label, hint and error are read with it.',
    ],
  },
  'Primitives/Radio': {
    usage: [
      'One of a few options, all in view: the service (standard, express, same day), the payer. For more than about five, a Select.',
    ],
    do: [
      'Order options by how often they are chosen, or by their natural order',
      'Choose a default where there is a sensible one',
    ],
    dont: ['Use a single radio', 'Use radios for actions'],
    accessibility: [
      'A radio group: Tab enters the group, arrows choose, the group’s label and error are read with it.',
    ],
  },
  'Primitives/SignaturePad': {
    usage: [
      'The recipient signs on the driver’s phone at delivery, with finger, pen or mouse. With `typedName` (the recipient’s name, two letters or more) a button writes that name into the pad instead; `onChange` gives the image (PNG data), or nothing once cleared.',
    ],
    do: [
      'Ask for the recipient’s name first, so the typed signature is there as a fallback',
      'Offer Clear beside it (it is built in)',
    ],
    dont: ['Make drawing the only way to sign'],
    accessibility: [
      'The pad is an image named by its label, its error read with it. Drawing needs a pointer: the button that writes the typed name is the way by keyboard.',
    ],
  },
  'Primitives/Skeleton': {
    usage: [
      'Holds the place of content that is loading, in its shape (`text`, `circle`, `block`) and size, so nothing moves when it arrives.',
    ],
    do: ['Match the size of what comes', 'Use for the first load; keep the old data while refreshing'],
    dont: ['Show skeletons for more than a few seconds without a word', 'Use them for actions'],
    accessibility: ['Hidden from assistive technology; the region that loads says it is busy (`aria-busy`).'],
  },
  'Primitives/Spinner': {
    usage: [
      'A short wait of unknown length: a button’s call (inside the Button), a panel refreshing. `label` says what is happening.',
    ],
    do: ['Show it after a moment, not for instant answers', 'Say what is loading'],
    dont: ['Block the whole page with one', 'Use it where a skeleton would hold the layout'],
    accessibility: ['A status with its label, read once; motion stops when the system asks for reduced motion.'],
  },
  'Primitives/StatCard': {
    usage: [
      'One figure of the day on a dashboard: parcels booked, out for delivery, COD to collect. `delta` compares with the day before; `href` leads to the list behind the figure.',
    ],
    do: ['Say what is counted and over which period', 'Colour the delta by whether it is good, not by its sign'],
    dont: ['Put more than one figure in a card', 'Round away what matters (money to the kuruş)'],
    accessibility: ['The label and value are read together; the delta’s direction is in words, not only an arrow.'],
  },
  'Primitives/Switch': {
    usage: ['A setting that takes effect at once: an office active, a notification channel, dark mode.'],
    do: ['Label it with what is on ("Office active")', 'Show the result of the change right away'],
    dont: ['Use a switch in a form that is sent later (use a Checkbox)'],
    accessibility: ['A switch role: Space toggles, the state is read as on or off.'],
  },
  'Primitives/Tabs': {
    usage: [
      'Views of one thing side by side: a customer’s details, addresses and parcels. Tabs can be links (`href`) so each view has its address.',
    ],
    do: ['Keep tab labels short and parallel', 'Keep what was typed when switching tabs'],
    dont: ['Use tabs for steps of a process', 'Put more than about six tabs in a row'],
    accessibility: ['The ARIA tabs pattern: arrows move between tabs, the panel is named by its tab.'],
  },
  'Primitives/TextArea': {
    usage: [
      'Several lines of text: a complaint’s description, a delivery note, a reply. Grows between `minRows` and `maxRows`.',
    ],
    do: ['Say the limit when there is one', 'Keep the text when the server refuses it'],
    dont: ['Use it for one-line values'],
    accessibility: ['Label, description and error are tied to the text area as for TextField.'],
  },
  'Primitives/Timeline': {
    usage: [
      'Events in order of time: a parcel’s scans, a complaint’s history. Each entry has a title, a time, an optional description, icon and tone.',
    ],
    do: [
      'Show the time in the company’s time zone, with the date where it changes',
      'Put the newest first where people look for the latest',
    ],
    dont: ['Use it for steps still to come (that is a stepper)'],
    accessibility: ['An ordered list; each entry’s time is a `time` element with its full date.'],
  },
  'Primitives/Toast': {
    usage: [
      'A short note that something happened elsewhere or in the background: "Parcel booked", "Saved". `toast.success` and the other tones; it leaves on its own.',
    ],
    do: [
      'Keep it to a few words: what happened, and to what ("Parcel booked", its tracking number under it)',
      'Use it for results, not for errors that need a decision',
    ],
    dont: ['Put form errors in a toast (they belong on the fields)', 'Stack many at once'],
    accessibility: [
      'A live region: read without moving focus; F6 reaches the toasts; each can be closed by keyboard; it stays while focused or hovered.',
    ],
  },
  'Primitives/Tooltip': {
    usage: ['A short label or hint on hover and focus: an icon button’s name, an abbreviation.'],
    do: ['Keep it to a few words', 'Show on focus as well as hover'],
    dont: ['Put anything in a tooltip that is needed to do the task', 'Put links or buttons inside'],
    accessibility: [
      'Tied to its trigger with `aria-describedby`; Escape hides it; it is never the only name of a control.',
    ],
  },
  'Data/Pagination': {
    usage: ['Pages of a server-paged list, with the page size and "1–25 of 5 000". Under every record list.'],
    do: ['Keep the page size the person chose', 'Go back to page 1 when the filters change'],
    dont: ['Page a list that fits on one screen', 'Hide the total'],
    accessibility: [
      'A navigation landmark; the buttons are named ("Next page") and the current range is read as text.',
    ],
  },

  // Module views: a page of the product each. Their docs page shows the first story and this; the
  // states are on the module's States page, the behaviour in its stories.
};
