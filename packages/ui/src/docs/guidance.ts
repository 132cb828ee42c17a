/**
 * The written part of each component's docs page (the automatic page of a story file tagged
 * `autodocs`, see DocsPage): when to use it, do and don't, and what it does for assistive
 * technology. Keyed by the story file's title. `code` in backticks is shown as code.
 *
 * The components with a page of their own (Button, TextField, Select, Dialog, DataTable, the
 * scanning station, the parcel detail) write the same sections in their MDX file.
 */
export interface Guide {
  /** When to reach for it, and how. */
  usage: string[];
  do: string[];
  dont: string[];
  /** What it gives assistive technology and the keyboard, and what is left to the caller. */
  accessibility: string[];
}

export const guidance: Record<string, Guide> = {
  'Primitives/Avatar': {
    usage: [
      'A person beside their name: the signed-in user, a driver on a trip, a complaint’s handler. The photo when there is one, the initials otherwise.',
      '`status` adds the presence dot of the chat and the staff lists (online, away, busy, offline).',
    ],
    do: ['Put the name next to it, or in a tooltip where space is short', 'Use `sm` in tables and lists, `lg` or `xl` on a person’s own page'],
    dont: ['Use an avatar for a company, an office or a truck', 'Let a missing photo show a broken image (the initials stand in on their own)'],
    accessibility: ['The image’s text is the person’s name; initials are read as the name, not as letters.', 'The status dot is also said in words ("online"), never by colour alone.'],
  },
  'Primitives/Badge': {
    usage: [
      'A short state beside the thing it describes: a parcel’s status, a route active or not, "Overdue" on a complaint.',
      '`tone` carries the meaning (success, caution, warn, info, neutral); `withDot` for lists where many badges sit in a column. `CountBadge` for a number on an icon (unread messages).',
    ],
    do: ['Use the domain’s own words ("Out for delivery")', 'Keep one tone per meaning across the product: warn is for what needs action now'],
    dont: ['Put a sentence or an action in a badge', 'Show raw values ("out_for_delivery")'],
    accessibility: ['The badge is text, read in place; the tone is never the only sign of the meaning.', '`CountBadge` has a label ("3 unread") so the number is not read alone.'],
  },
  'Primitives/Card': {
    usage: ['A group of facts about one thing: the sender, the route, a trip’s load. `title`, `subtitle` and `actions` make its header.', '`as="section"` with a title makes a landmark region; `headingLevel` fits it into the page’s outline.'],
    do: ['Give each card one subject', 'Put a card’s own actions in its header (`actions`)'],
    dont: ['Nest cards in cards', 'Use a card only for a shadow: a plain block reads better'],
    accessibility: ['The title is a real heading at the level given, so a screen reader’s heading list shows the page’s parts.'],
  },
  'Primitives/Checkbox': {
    usage: ['A yes or no that is sent with a form ("Remember me", "Fragile"), or one of several in a `CheckboxGroup` that make one value (the weekdays a route runs).', 'For a setting that takes effect at once, use a Switch.'],
    do: ['Word the label as the yes ("Signature required")', 'Use the group’s label and error for the whole set'],
    dont: ['Use a checkbox where only one of the options may be chosen (that is a radio group)', 'Negative labels ("Don’t send SMS")'],
    accessibility: ['A native checkbox underneath: Space toggles it, the label is its name, the group is a labelled group with its error read with it.'],
  },
  'Primitives/ComboBox': {
    usage: [
      'Choose one of many by typing: a customer among thousands, an office, a truck. `items` for a known list, `loadOptions` to ask the server as the person types (with a pause, `debounceMs`, and earlier requests cancelled).',
    ],
    do: ['Show what makes two options different (code and name: "IST · İstanbul hub")', 'Say when nothing matches'],
    dont: ['Use it for five options or fewer (a Select or radios show them all)', 'Accept free text that is not one of the options'],
    accessibility: ['The ARIA combobox pattern: arrows move in the list, Enter chooses, Escape closes; the list’s count and the active option are announced.'],
  },
  'Primitives/ConfirmationDialog': {
    usage: ['Asks before a step that is hard to undo: deleting an office, disabling an account, cancelling a trip. The title names the thing ("Disable Burak Şahin?"), the message says what follows.', '`tone="warn"` for what destroys; `isPending` while the call runs.'],
    do: ['Name the action on the confirm button ("Disable", "Delete office")', 'Say what stays and what goes'],
    dont: ['Ask for steps that can be undone (offer Undo instead)', '"Are you sure?" with OK and Cancel'],
    accessibility: ['An alert dialog: focus moves into it and stays until it closes, Escape cancels, and focus returns to the button that opened it.'],
  },
  'Primitives/DateField': {
    usage: ['A calendar day typed or picked: a trip’s date, a report’s range, a due date. Values are ISO dates (`2026-11-20`); `minValue` and `maxValue` bound them.'],
    do: ['Let people type the date as well as pick it', 'Show the bounds in the hint when they are not obvious'],
    dont: ['Ask for a time in a date field', 'Use text fields for day, month and year'],
    accessibility: ['Each part (day, month, year) is a spin button with the arrows; the calendar is a grid operable by keyboard; the format follows the language.'],
  },
  'Primitives/Drawer': {
    usage: ['A panel from the side that keeps the page in view: settings, notifications, the quick chat, the navigation on a phone. `side` and `width` place it; `headerActions` for the panel’s own buttons.'],
    do: ['Keep a drawer to one task', 'Close it with the same button that opened it, or Escape'],
    dont: ['Open a drawer from a drawer', 'Use it for a long form that deserves a page'],
    accessibility: ['A modal dialog named by its title: focus moves in and is held, Escape closes, focus returns to the opener.'],
  },
  'Primitives/EmptyState': {
    usage: ['What a list or a panel says when it has nothing to show, or when it could not load (`isError`, with a Try again `action`).'],
    do: ['Say why it is empty and what to do next ("Nothing matches these filters" with Clear filters)', 'Offer the one action that fills it'],
    dont: ['Leave a blank table', 'Blame the user'],
    accessibility: ['An error state is an alert, read when it appears; the message is text, the icon is decoration.'],
  },
  'Primitives/FormField': {
    usage: ['Label, hint and error around a control that is not one of the library’s fields (a signature, a map picker). The render function hands the control its id and the ids to describe it with.'],
    do: ['Prefer TextField, Select and the other fields where they fit', 'Pass every id it gives to the control'],
    dont: ['Put two controls in one field'],
    accessibility: ['Wires `aria-labelledby`, `aria-describedby` and `aria-invalid` on the control; the error is read with it.'],
  },
  'Primitives/IconButton': {
    usage: ['An action known by its icon where space is short: close, more, refresh, the header’s bell. `label` names it; a tooltip shows the label on hover and focus. `badge` for a count (unread).'],
    do: ['Use icons people know (bell, search, close)', 'Give the label as a verb ("Close", "Open notifications")'],
    dont: ['Use an icon button for the main action of a page', 'Invent icons for rare actions (use a Button with words)'],
    accessibility: ['The label is the button’s name; the badge’s count is in the name too ("Notifications, 3 unread").'],
  },
  'Primitives/Link': {
    usage: ['Goes somewhere: a parcel’s page, a customer, the sign-in. Inside the app it moves without a reload (`routing="app"`); `routing="document"` for files and other sites.'],
    do: ['Word a link as where it goes ("Parcel CP123456785TR")', 'Use a Button for actions'],
    dont: ['"Click here"', 'Open new windows without saying so'],
    accessibility: ['A native link: Enter follows it, it shows in the screen reader’s list of links with its own words.'],
  },
  'Primitives/Menu': {
    usage: ['Actions on one thing behind a trigger: a row’s More menu, the user menu. Items can be grouped, carry an icon and a description, go somewhere (`href`) or be dangerous (`isDanger`).'],
    do: ['Put the frequent action first and the dangerous last, apart', 'Keep item labels to verbs'],
    dont: ['Hide the main action of a page in a menu', 'Nest menus more than one level'],
    accessibility: ['The ARIA menu pattern: arrows move, type-ahead finds, Enter runs, Escape closes and returns focus to the trigger.'],
  },
  'Primitives/NumberField': {
    usage: ['A quantity with its unit: weight in kg, dimensions in cm, a price in ₺. Formats as the language does (1.234,5 in Turkish); stepper buttons and arrows add or take away.'],
    do: ['Show the unit (`unit`)', 'Bound it (`minValue`, `maxValue`) where the domain does'],
    dont: ['Use it for codes and phone numbers (they are text)'],
    accessibility: ['A spin button: arrows step, Page Up and Down step more, the value is read with its unit.'],
  },
  'Primitives/Popover': {
    usage: ['Extra content anchored to a trigger, without leaving the page: the columns chooser, a filter set on a phone, a detail of a chart. `size="panel"` for a wider panel.'],
    do: ['Keep it short and related to its trigger', 'Close it when its job is done (the render function gets `close`)'],
    dont: ['Put a whole form in a popover', 'Open a popover on hover'],
    accessibility: ['A dialog tied to its trigger: focus moves in, Escape closes, focus returns to the trigger.'],
  },
  'Primitives/ProgressBar': {
    usage: ['How far along or how full: a truck’s load, an import, a course. `tone` turns caution or warn as a limit nears; `valueLabel` says it in the domain’s words ("6 400 of 18 000 kg").'],
    do: ['Say the numbers as well as draw them', 'Use the same thresholds everywhere (amber from 90 %)'],
    dont: ['Use it for a wait of unknown length (that is a Spinner)'],
    accessibility: ['A progressbar with a name and a value text, so the words are read, not only the percentage.'],
  },
  'Primitives/Radio': {
    usage: ['One of a few options, all in view: the service (standard, express, same day), the payer. For more than about five, a Select.'],
    do: ['Order options by how often they are chosen, or by their natural order', 'Choose a default where there is a sensible one'],
    dont: ['Use a single radio', 'Use radios for actions'],
    accessibility: ['A radio group: Tab enters the group, arrows choose, the group’s label and error are read with it.'],
  },
  'Primitives/SignaturePad': {
    usage: ['The recipient signs on the driver’s phone at delivery, with finger, pen or mouse. With `typedName` (the recipient’s name, two letters or more) a button writes that name into the pad instead; `onChange` gives the image (PNG data), or nothing once cleared.'],
    do: ['Ask for the recipient’s name first, so the typed signature is there as a fallback', 'Offer Clear beside it (it is built in)'],
    dont: ['Make drawing the only way to sign'],
    accessibility: ['The pad is an image named by its label, its error read with it. Drawing needs a pointer: the button that writes the typed name is the way by keyboard.'],
  },
  'Primitives/Skeleton': {
    usage: ['Holds the place of content that is loading, in its shape (`text`, `circle`, `block`) and size, so nothing moves when it arrives.'],
    do: ['Match the size of what comes', 'Use for the first load; keep the old data while refreshing'],
    dont: ['Show skeletons for more than a few seconds without a word', 'Use them for actions'],
    accessibility: ['Hidden from assistive technology; the region that loads says it is busy (`aria-busy`).'],
  },
  'Primitives/Spinner': {
    usage: ['A short wait of unknown length: a button’s call (inside the Button), a panel refreshing. `label` says what is happening.'],
    do: ['Show it after a moment, not for instant answers', 'Say what is loading'],
    dont: ['Block the whole page with one', 'Use it where a skeleton would hold the layout'],
    accessibility: ['A status with its label, read once; motion stops when the system asks for reduced motion.'],
  },
  'Primitives/StatCard': {
    usage: ['One figure of the day on a dashboard: parcels booked, out for delivery, COD to collect. `delta` compares with the day before; `href` leads to the list behind the figure.'],
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
    usage: ['Views of one thing side by side: a customer’s details, addresses and parcels. Tabs can be links (`href`) so each view has its address.'],
    do: ['Keep tab labels short and parallel', 'Keep what was typed when switching tabs'],
    dont: ['Use tabs for steps of a process', 'Put more than about six tabs in a row'],
    accessibility: ['The ARIA tabs pattern: arrows move between tabs, the panel is named by its tab.'],
  },
  'Primitives/TextArea': {
    usage: ['Several lines of text: a complaint’s description, a delivery note, a reply. Grows between `minRows` and `maxRows`.'],
    do: ['Say the limit when there is one', 'Keep the text when the server refuses it'],
    dont: ['Use it for one-line values'],
    accessibility: ['Label, description and error are tied to the text area as for TextField.'],
  },
  'Primitives/Timeline': {
    usage: ['Events in order of time: a parcel’s scans, a complaint’s history. Each entry has a title, a time, an optional description, icon and tone.'],
    do: ['Show the time in the company’s time zone, with the date where it changes', 'Put the newest first where people look for the latest'],
    dont: ['Use it for steps still to come (that is a stepper)'],
    accessibility: ['An ordered list; each entry’s time is a `time` element with its full date.'],
  },
  'Primitives/Toast': {
    usage: ['A short note that something happened elsewhere or in the background: "Parcel booked", "Saved". `toast.success` and the other tones; it leaves on its own.'],
    do: ['Keep it to a few words and, where useful, one action', 'Use it for results, not for errors that need a decision'],
    dont: ['Put form errors in a toast (they belong on the fields)', 'Stack many at once'],
    accessibility: ['A live region: read without moving focus; F6 reaches the toasts; each can be closed by keyboard; it stays while focused or hovered.'],
  },
  'Primitives/Tooltip': {
    usage: ['A short label or hint on hover and focus: an icon button’s name, an abbreviation.'],
    do: ['Keep it to a few words', 'Show on focus as well as hover'],
    dont: ['Put anything in a tooltip that is needed to do the task', 'Put links or buttons inside'],
    accessibility: ['Tied to its trigger with `aria-describedby`; Escape hides it; it is never the only name of a control.'],
  },
  'Data/Pagination': {
    usage: ['Pages of a server-paged list, with the page size and "1–25 of 5 000". Under every record list.'],
    do: ['Keep the page size the person chose', 'Go back to page 1 when the filters change'],
    dont: ['Page a list that fits on one screen', 'Hide the total'],
    accessibility: ['A navigation landmark; the buttons are named ("Next page") and the current range is read as text.'],
  },

  // Module views: a page of the product each. Their docs page shows the first story and this; the
  // states are on the module's States page, the behaviour in its stories.
  'Courier/Parcels/List': {
    usage: ['The network’s parcels, searched by tracking number, name or phone, filtered by status, service, offices and dates, sorted and paged by the server; the filters live in the address, so a view can be shared. A selection prints labels or exports CSV.'],
    do: ['Start from a filter that fits the role (a clerk’s own office)', 'Open a parcel by its row; keep the list’s place on the way back'],
    dont: ['Load the whole network into the page: the server pages it', 'Add columns without a way to hide them (Columns)'],
    accessibility: ['A table with its name, sortable headers that say their order, and row selection by keyboard; the filters form a search landmark.'],
  },
  'Courier/Parcels/Booking form': {
    usage: ['The counter’s booking: the sender’s account (or a walk-in), sender and receiver, the offices, the service, the parcel’s pieces, weight and size, COD and insurance. The price and the promised date follow as it is typed; editing a booked parcel opens only what its status still allows.'],
    do: ['Fill the sender from the chosen account', 'Show the price’s parts before it is booked'],
    dont: ['Clear the form when the server refuses it', 'Let the price be typed: it is computed'],
    accessibility: ['Every field labelled, errors on the fields and listed at the top after a failed submit, focus on the first; the price is announced politely as it changes.'],
  },
  'Courier/Parcels/Import': {
    usage: ['Books many parcels at once from a CSV file or pasted rows: the customer, which column is which field, then every row checked. All valid rows are booked in one call, or none; the problems are listed by line and field and can be downloaded as a report.'],
    do: ['Show how many rows are ready before booking', 'Give the problems in the booking form’s words'],
    dont: ['Book part of a file silently', 'Stop at the first wrong row'],
    accessibility: ['The steps are headed sections; the check’s result is announced; the problems are a table with line numbers.'],
  },
  'Courier/Parcels/History': {
    usage: ['The scan log across all parcels: who scanned what, where and when, filtered by day, office, event and person; for tracing a lost parcel or a shift’s work.'],
    do: ['Show times in the company’s time zone', 'Link each row to its parcel'],
    dont: ['Allow edits: the log is what happened'],
    accessibility: ['A table with its name and sortable headers; the filters form a search landmark.'],
  },
  'Courier/Complaints': {
    usage: ['Customers’ complaints, each with its SLA counting down (amber in the last quarter, red once past), its handler and its status. The detail shows the parcel and its history, the thread of comments, and the moves the status allows; resolving or rejecting asks for the resolution.'],
    do: ['Sort by what is due first', 'Assign to the people who work complaints (support, managers)'],
    dont: ['Close a complaint without a resolution text', 'Show the SLA only as a colour'],
    accessibility: ['The SLA is text ("3 h 20 min left", "2 h 5 min over", "Met"), the colour only repeats it; the status moves are buttons named by the move.'],
  },
  'Courier/Dashboard': {
    usage: ['Today at a glance for the network or one office: booked, received, moved, delivered and failed, the on-time rate, cash to collect, revenue, trips on the road, complaints. Each figure opens the list behind it; below, 30 days of deliveries and the latest scans.'],
    do: ['Say the day and when the figures were updated', 'Keep the figures in place while they refresh'],
    dont: ['Add figures nobody acts on', 'Show a chart without its table'],
    accessibility: ['Each figure is a link to its list, named by its label and value; the chart has a table alternative.'],
  },
  'Courier/Labels': {
    usage: ['Shipping labels for the chosen parcels, one A6 page each or four to an A4 page: addresses, service, weight, the tracking number as a Code 128 barcode and a QR code to the public tracking page. Printing shows only the labels.'],
    do: ['Print from here, not from the browser’s menu on another page', 'Keep the barcode at its full width'],
    dont: ['Shrink a label to fit more on a page'],
    accessibility: ['Each label is an article named by its tracking number; the barcode’s image text is the number, which is also printed as text.'],
  },
  'Courier/Live tracking': {
    usage: ['The fleet on the road: a map of the trucks that moves as positions come in (every 2 s), coloured by how each stands (driving, at a stop, late, not heard from for 30 s). A list beside it finds a truck; the chosen one shows its route, next stop, ETA, speed and load.'],
    do: ['Say when a position is stale', 'Keep the chosen truck in the address'],
    dont: ['Re-create the map on each update (markers move in place)', 'Show driver data in map popups as HTML'],
    accessibility: ['The list beside the map holds everything the map shows, as text and by keyboard; the colours have words (a legend and each row’s state).'],
  },
  'Courier/Master data/Offices': {
    usage: ['The company’s hubs, branches and pickup points: code, name, type, address and place on the map, phone, opening hours. An office with parcels, staff or routes cannot be deleted; it is made inactive.'],
    do: ['Use the three-letter code everywhere an office is named in short', 'Deactivate rather than delete'],
    dont: ['Reuse a code for another office'],
    accessibility: ['The map is a named region with a text alternative (the address); forms as in the booking form.'],
  },
  'Courier/Master data/Customers': {
    usage: ['The accounts that send parcels: people and businesses, their contact, home office and addresses, each with its label ("Warehouse"). Picked in the booking form.'],
    do: ['Search by code, name, company, phone or email', 'Keep an account that has parcels (deactivate it)'],
    dont: ['Create a customer for a walk-in who will not come back'],
    accessibility: ['Each address is a fieldset named "Address 1", "Address 2" …, with buttons to add one and to remove that one, named by its number.'],
  },
  'Courier/Master data/Drivers': {
    usage: ['The people who drive the trucks: employee number, contact, home office, licence class and expiry, status (available, on a trip, off duty, on leave). A driver whose licence has expired is not offered when planning a trip.'],
    do: ['Show a licence that expires soon before it does'],
    dont: ['Delete a driver with trips (deactivate instead)'],
    accessibility: ['The status and the licence’s state are said in words, not only in colour.'],
  },
  'Courier/Master data/Routes': {
    usage: ['The line hauls and rounds: code and name, the stops in order with their times from departure, the weekdays it runs and its departure time. A trip is planned on a route.'],
    do: ['Let stops be reordered by dragging and by keyboard', 'Show the days as words ("Mon, Wed, Fri", "Every day")'],
    dont: ['Change a route under trips already on the road'],
    accessibility: ['The stops are a grid list with React Aria’s drag and drop: a stop is picked up and put down by keyboard too, and each move is announced.'],
  },
  'Courier/Master data/Trucks': {
    usage: ['The fleet: plate, make, model and year, capacity in kg, home office, next service and insurance dates, status (available, on a trip, in maintenance, retired). Only an available truck is offered when planning.'],
    do: ['Write plates as they are on the truck ("34 ABC 123")'],
    dont: ['Plan past a truck’s capacity without seeing it (the load bar warns)'],
    accessibility: ['The status is a badge with words; the capacity is said with its unit.'],
  },
  'Courier/Trips': {
    usage: ['Planning and running trips: a route on a day, a truck and a driver free at that time (those not free stay listed, greyed, with the reason), then the manifest: load by scan or selection, depart, arrive, complete or cancel, each confirmed. The load bar turns amber from 90 % and red past capacity.'],
    do: ['Say why a truck or a driver cannot be chosen', 'Confirm the moves that cannot be undone'],
    dont: ['Hide what the server refused: the dialog says it'],
    accessibility: ['The capacity is a progress bar with its words; the manifest’s tables are named ("On board (2)", "Waiting at IST").'],
  },
  'Courier/Reports': {
    usage: ['The seven reports of the business (deliveries, on-time, revenue, offices, drivers, complaints, COD) over a chosen period, each a chart and the table under it, exported as CSV.'],
    do: ['Keep the period in the address', 'Total the money columns'],
    dont: ['Show a chart with no way to read its numbers'],
    accessibility: ['Each chart has its table; chart labels are text, never HTML from data.'],
  },
  'Courier/Staff accounts': {
    usage: ['Who may sign in: name, email, role, office and whether the account is active. Disabling asks first, ends the person’s sessions at once and keeps their records; one’s own account cannot be disabled.'],
    do: ['Name the person in the confirmation', 'Show one’s own row as "You"'],
    dont: ['Delete accounts (their scans and records must keep a name)'],
    accessibility: ['The buttons are named with the person ("Disable Burak Şahin"); the change is confirmed in an alert dialog.'],
  },
  'Courier/StatusPage': {
    usage: ['A whole page that says where the user is and how to go on: not found, a module still to come (inside the layout), something went wrong.'],
    do: ['Offer the way back (the start page)', 'Say what happened in plain words'],
    dont: ['Show a stack trace or a blank page'],
    accessibility: ['The title is the page’s heading; an error page is an alert.'],
  },
  'Courier/Tracking': {
    usage: ['The public tracking page: a tracking number in, the parcel’s status and journey out (cities and times only: no names, addresses or money). Works on a phone, without signing in.'],
    do: ['Accept the number with spaces, dashes or in lower case (it is normalised)', 'Tell a wrong number (format, check digit) from one not found'],
    dont: ['Show anything the public call does not give'],
    accessibility: ['The result is in a polite live region; the journey is an ordered list with times.'],
  },

  // The sample areas around the core (Apps): internal tools of the company's staff.
  'Apps/Academy': {
    usage: ['Training courses for staff (a new clerk’s first week, handling dangerous goods): the list filtered by category with each course’s progress, and the course player, step by step.'],
    do: ['Show how far a person has come and where to go on', 'Give each step its own address, so it can be resumed'],
    dont: ['Lock steps without saying why'],
    accessibility: ['Progress is a progress bar with its words; the steps are a numbered navigation list, the current one marked as the current step.'],
  },
  'Apps/Activities': {
    usage: ['What happened lately across the company, newest first, grouped by day on the company’s clock: who did what, with a link to the thing.'],
    do: ['Link each entry to what it is about', 'Show relative times with the exact time beside them'],
    dont: ['Render an entry’s text as HTML'],
    accessibility: ['Each day is a headed section; each entry’s time is a `time` element with the full moment as its title.'],
  },
  'Apps/Chat': {
    usage: ['Staff messaging: the chats with their unread counts and mute, the conversation, and the contact’s information; the same data as the quick-chat panel of the header.'],
    do: ['Keep what was typed when a send is refused, and say why', 'Mark what is unread until it is read'],
    dont: ['Render messages as HTML'],
    accessibility: ['The conversation is a log, read politely as messages come; each chat’s unread count has its words ("3 unread").'],
  },
  'Apps/Contacts': {
    usage: ['The company’s address book: searchable, grouped by letter; a contact with emails, phones (with the country’s dial code), tags and notes; the editor for both.'],
    do: ['Show phone numbers formatted for dialling', 'Sanitise notes written as HTML before showing them'],
    dont: ['Require fields a contact may not have'],
    accessibility: ['Each letter is the heading of its section, so a screen reader jumps letter by letter; while loading the list says it is busy.'],
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
    usage: ['The company’s shared files: folders with breadcrumbs, a grid or a list, and a details panel for the chosen file (kind, size, dates, owner).'],
    do: ['Keep the folder in the address', 'Say when a folder is empty or does not exist'],
    dont: ['Open a file on a single click without saying so'],
    accessibility: ['The breadcrumbs are a navigation; grid or list is a toggle button group; the list view is a table; the details panel is a region named by the file.'],
  },
  'Apps/Help centre': {
    usage: ['Answers for staff and customers: a home with search, the FAQs by category, guides by category, and one guide’s page (its content sanitised).'],
    do: ['Lead with the search', 'Keep answers short and link to the guide'],
    dont: ['Show content that was not sanitised'],
    accessibility: ['Each FAQ is a disclosure (the question a button that opens its answer, opened at once when a search found it).'],
  },
  'Apps/Icons': {
    usage: ['The icon catalogue of the sets the product ships: search by name, switch the set, press an icon to copy its name for use in code.'],
    do: ['Use the names as shown (`heroicons_outline:truck`)'],
    dont: ['Add an icon set for one icon'],
    accessibility: ['The icons are a grid list named by the set, operable by arrows, each item named by its icon’s name; Enter copies it and a note says so.'],
  },
  'Apps/Inventory': {
    usage: ['Products of the company’s shop (packaging, boxes): a list sorted, searched and paged by the server, and the editor with category, brand, vendor, tags, price as base plus tax computed as it is typed, and the active flag.'],
    do: ['Show the tax-included price beside its parts'],
    dont: ['Let the total be typed: it is computed'],
    accessibility: ['The list is a table with sortable headers; the computed price is an output read politely as it changes.'],
  },
  'Apps/Mailbox': {
    usage: ['Staff mail: folders, filters and labels with their counts, the list with unread, starred and important, a selection with bulk actions, and one mail with its attachments; the labels can be created, renamed and deleted.'],
    do: ['Keep the folder and the mail in the address', 'Show a mail’s body as text'],
    dont: ['Render a mail’s HTML as it came'],
    accessibility: ['The folders and labels are a navigation; the list’s selection works by keyboard; the bulk actions are a named group that says how many mails are selected.'],
  },
  'Apps/Notes': {
    usage: ['Personal notes on a masonry board: labels, an archive, search, and a note editor with tasks (a checklist) and a reminder.'],
    do: ['Close the editor only once the note is saved'],
    dont: ['Lose a note on a refused save'],
    accessibility: ['The board is a list named by what it shows (notes, archive, a label); a note’s checklist is a list named by the note.'],
  },
  'Apps/Scrumboard': {
    usage: ['Boards of lists and cards for the company’s projects: cards move between lists and within one by dragging or by keyboard, and the card editor has labels and a due date.'],
    do: ['Let everything done by dragging be done by keyboard', 'Ask before deleting a list with cards'],
    dont: ['Move cards without telling a screen reader where they went'],
    accessibility: ['React Aria’s drag and drop: a card is picked up and dropped by keyboard, and each move is announced with its list and place.'],
  },
  'Apps/Tasks': {
    usage: ['Tasks in sections, reordered by dragging or by keyboard, with priority, tags, due date and sub-tasks; the detail at its own address; search highlights what matched.'],
    do: ['Show overdue tasks as such, in words'],
    dont: ['Reorder by pointer only'],
    accessibility: ['A grid list with React Aria’s drag and drop, by keyboard too; a match is highlighted with `mark` elements over plain text.'],
  },

  // The frame around every page (Shell).
  'Shell/Auth': {
    usage: ['The pages before the app: sign in (with the demo accounts while the in-browser API runs), sign up, forgot and reset password, confirmation, unlock a locked session, and signing out with its countdown.'],
    do: ['Keep what was typed when the server refuses it', 'Say the same thing whether or not an account exists (forgot password)'],
    dont: ['Say which of email or password was wrong', 'Load more than the form on these pages: they are the first staff see'],
    accessibility: ['Errors show on the fields until edited, focus goes to the first wrong field, the server’s answer is an alert above the form; the countdown is a polite status.'],
  },
  'Shell/Layouts': {
    usage: ['The eleven frames a company can choose (vertical, horizontal and empty families) around the same pages: the navigation, the top bar with search, the panels and the user menu. On a phone the navigation is a drawer.'],
    do: ['Keep the page’s own content the same in every layout', 'Let the choice be made in the settings and kept'],
    dont: ['Put a page’s actions in the frame'],
    accessibility: ['A skip link to the content comes first; the navigation, header and main content are landmarks; the phone drawer is a modal dialog.'],
  },
  'Shell/LoadingBar': {
    usage: ['A thin bar at the top of the page while requests are in flight, or with a value when the progress is known (an import).'],
    do: ['Show it for work the page waits on'],
    dont: ['Show it for background refreshes the person did not ask for'],
    accessibility: ['A progress bar named “Loading”, with its value when it has one.'],
  },
  'Shell/Navigation': {
    usage: ['The side navigation: links with icons and badges, groups that fold, the current page marked (on its own page and the pages under it). The menu follows the person’s role.'],
    do: ['Name items after the work, as staff say it ("Scan", "Trips")', 'Keep the badge for what needs attention (open complaints)'],
    dont: ['Show items a role cannot open'],
    accessibility: ['A navigation landmark; the current page has `aria-current="page"`; a group’s button says whether it is open (`aria-expanded`).'],
  },
  'Shell/Panels/FeedPanel': {
    usage: ['The top bar’s messages and notifications: a badge with the unread count, and a panel of items that can be marked read or unread, removed, or all marked read.'],
    do: ['Link each item to what it is about', 'Keep the count to what is unread'],
    dont: ['Render an item’s text as HTML as it came (it is sanitised first)'],
    accessibility: ['The button’s name carries the count ("Notifications, 3 unread"); the panel’s list is named by its title; each item’s buttons say what they do ("Mark as read").'],
  },
  'Shell/Panels/QuickChat': {
    usage: ['The team chat sliding in from the side: conversations, messages by day with their times, and a send box that grows; the same data as the Chat app.'],
    do: ['Keep the text when a send fails'],
    dont: ['Open it over a form the person is filling'],
    accessibility: ['The messages are a log read politely; the panel is named and closes with Escape.'],
  },
  'Shell/Panels/SettingsDrawer': {
    usage: ['Theme (six palettes), scheme (light, dark, auto) and layout (eleven), applied as soon as they are chosen and kept for the next visit.'],
    do: ['Show the effect at once'],
    dont: ['Ask to save or reload'],
    accessibility: ['A drawer (modal dialog); theme and scheme are radio groups with their labels.'],
  },
  'Shell/Panels/ShortcutsPanel': {
    usage: ['The person’s shortcuts to pages, in a grid of two columns: view, modify, add and edit. The form loads when the panel first opens.'],
    do: ['Offer the pages the person opens most'],
    dont: ['Let a shortcut point outside the app'],
    accessibility: ['The form focuses its first field when it shows; the modes’ buttons say what they do.'],
  },
  'Shell/Route announcer': {
    usage: ['Tells keyboard and screen-reader users that the page changed, as a full page load would: once the new page has drawn its heading, the heading takes focus (unless the page put it elsewhere, such as the scan field) and the title is read. The first page of a visit is left to the browser.'],
    do: ['Give every page one `h1`', 'Put focus where work starts on pages that need it (the scan field)'],
    dont: ['Move focus on a change of filters within a page'],
    accessibility: ['A polite live region with the page’s title; the heading gets focus without a visible ring for the mouse.'],
  },
  'Shell/Search': {
    usage: ['The global search of the top bar: from two characters, 300 ms after typing stops; results grouped by kind (parcels, customers, offices …), each leading to its page.'],
    do: ['Search what staff type: tracking numbers, names, phones, codes', 'Say when it is still searching, then when nothing matched'],
    dont: ['Search on every key press'],
    accessibility: ['A combobox: arrows move through the results, grouped in named sections, Enter opens one, Escape clears and closes.'],
  },
  'Shell/TopBar/FullscreenToggle': {
    usage: ['Enters and leaves fullscreen (a counter’s screen, a wall display); reports when the browser has none or refuses.'],
    do: ['Keep it in the top bar, out of the way'],
    dont: ['Enter fullscreen without the person asking'],
    accessibility: ['An icon button whose name says what it will do ("Enter fullscreen", "Exit fullscreen"); Escape leaves fullscreen as the browser does.'],
  },
  'Shell/TopBar/LanguageMenu': {
    usage: ['English or Turkish, each with its flag; the choice is kept and every string, date and number follows. Its menu’s code loads when the button is first pointed at or focused.'],
    do: ['Write each language’s name in that language ("Türkçe")'],
    dont: ['Use a flag alone for a language'],
    accessibility: ['A menu button; the languages are menu items with their names; the page’s `lang` follows the choice.'],
  },
  'Shell/TopBar/UserMenu': {
    usage: ['The signed-in person: name and email, presence status, links (profile, settings), the messages and notifications on a phone, and sign out.'],
    do: ['Put sign out last'],
    dont: ['Hide the person’s role or office where it matters for what they see'],
    accessibility: ['A menu button named by the person; the statuses are a titled section of the menu, each with its icon and its word.'],
  },
};
