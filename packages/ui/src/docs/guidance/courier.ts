import type { Guide } from '../guidance';

/** The courier modules: their guides (guidance.ts). */
export const courierGuides: Record<string, Guide> = {
  'Courier/Parcels/Parcel list': {
    usage: [
      'The network’s parcels, searched by tracking number, name or phone, filtered by status, service, offices and dates, sorted and paged by the server; the filters live in the address, so a view can be shared. A selection prints labels or exports CSV.',
    ],
    do: [
      'Start from a filter that fits the role (a clerk’s own office)',
      'Open a parcel by its row; keep the list’s place on the way back',
    ],
    dont: [
      'Load the whole network into the page: the server pages it',
      'Add columns without a way to hide them (Columns)',
    ],
    accessibility: [
      'A table with its name, sortable headers that say their order, and row selection by keyboard; the filters form a search landmark.',
    ],
  },
  'Courier/Parcels/Booking form': {
    usage: [
      'The counter’s booking: the sender’s account (or a walk-in), sender and receiver, the offices, the service, the parcel’s pieces, weight and size, COD and insurance. The price and the promised date follow as it is typed; editing a booked parcel opens only what its status still allows.',
    ],
    do: ['Fill the sender from the chosen account', 'Show the price’s parts before it is booked'],
    dont: ['Clear the form when the server refuses it', 'Let the price be typed: it is computed'],
    accessibility: [
      'Every field labelled, errors on the fields and listed at the top after a failed submit, focus on the first; the price is announced politely as it changes.',
    ],
  },
  'Courier/Parcels/Import': {
    usage: [
      'Books many parcels at once from a CSV file or pasted rows: the customer, which column is which field, then every row checked. All valid rows are booked in one call, or none; the problems are listed by line and field and can be downloaded as a report.',
    ],
    do: ['Show how many rows are ready before booking', 'Give the problems in the booking form’s words'],
    dont: ['Book part of a file silently', 'Stop at the first wrong row'],
    accessibility: [
      'The steps are headed sections; the check’s result is announced; the problems are a table with line numbers.',
    ],
  },
  'Courier/Parcels/History': {
    usage: [
      'The scan log across all parcels: who scanned what, where and when, filtered by day, office, event and person; for tracing a lost parcel or a shift’s work.',
    ],
    do: ['Show times in the company’s time zone', 'Link each row to its parcel'],
    dont: ['Allow edits: the log is what happened'],
    accessibility: ['A table with its name and sortable headers; the filters form a search landmark.'],
  },
  'Courier/Complaints': {
    usage: [
      'Customers’ complaints, each with its SLA counting down (amber in the last quarter, red once past), its handler and its status. The detail shows the parcel and its history, the thread of comments, and the moves the status allows; resolving or rejecting asks for the resolution.',
    ],
    do: ['Sort by what is due first', 'Assign to the people who work complaints (support, managers)'],
    dont: ['Close a complaint without a resolution text', 'Show the SLA only as a colour'],
    accessibility: [
      'The SLA is text ("3 h 20 min left", "2 h 5 min over", "Met"), the colour only repeats it; the status moves are buttons named by the move.',
    ],
  },
  'Courier/Dashboard': {
    usage: [
      'Today at a glance for the network or one office: booked, received, moved, delivered and failed, the on-time rate, cash to collect, revenue, trips on the road, complaints. Each figure opens the list behind it; below, 30 days of deliveries and the latest scans.',
    ],
    do: ['Say the day and when the figures were updated', 'Keep the figures in place while they refresh'],
    dont: ['Add figures nobody acts on', 'Show a chart without its table'],
    accessibility: [
      'Each figure is a link to its list, named by its label and value; the chart has a table alternative.',
    ],
  },
  'Courier/Labels': {
    usage: [
      'Shipping labels for the chosen parcels, one A6 page each or four to an A4 page: addresses, service, weight, the tracking number as a Code 128 barcode and a QR code to the public tracking page. Printing shows only the labels.',
    ],
    do: ['Print from here, not from the browser’s menu on another page', 'Keep the barcode at its full width'],
    dont: ['Shrink a label to fit more on a page'],
    accessibility: [
      'Each label is an article named by its tracking number; the barcode’s image text is the number, which is also printed as text.',
    ],
  },
  'Courier/Live tracking': {
    usage: [
      'The fleet on the road: a map of the trucks that moves as positions come in (every 2 s), coloured by how each stands (driving, at a stop, late, not heard from for 30 s). A list beside it finds a truck; the chosen one shows its route, next stop, ETA, speed and load.',
    ],
    do: ['Say when a position is stale', 'Keep the chosen truck in the address'],
    dont: ['Re-create the map on each update (markers move in place)', 'Show driver data in map popups as HTML'],
    accessibility: [
      'The list beside the map holds everything the map shows, as text and by keyboard; the colours have words (a legend and each row’s state).',
    ],
  },
  'Courier/Master data/Offices': {
    usage: [
      'The company’s hubs, branches and pickup points: code, name, type, address and place on the map, phone, opening hours. An office with parcels, staff or routes cannot be deleted; it is made inactive.',
    ],
    do: ['Use the three-letter code everywhere an office is named in short', 'Deactivate rather than delete'],
    dont: ['Reuse a code for another office'],
    accessibility: ['The map is a named region with a text alternative (the address); forms as in the booking form.'],
  },
  'Courier/Master data/Customers': {
    usage: [
      'The accounts that send parcels: people and businesses, their contact, home office and addresses, each with its label ("Warehouse"). Picked in the booking form.',
    ],
    do: ['Search by code, name, company, phone or email', 'Keep an account that has parcels (deactivate it)'],
    dont: ['Create a second account for a sender who has one (the booking form’s picker searches by phone first)'],
    accessibility: [
      'Each address is a fieldset named "Address 1", "Address 2" …, with buttons to add one and to remove that one, named by its number.',
    ],
  },
  'Courier/Master data/Customer API keys': {
    usage: [
      'The keys a business customer’s systems book, label and track with, on the customer’s page, for the administrator alone: each key’s scopes, last day and last use. A new key is shown once, in a dialog that says so; the server keeps only its hash.',
    ],
    do: [
      'Give a key only the scopes its system uses',
      'Name a key after the system that holds it ("Warehouse scanner")',
    ],
    dont: ['Show a key’s secret again after its dialog closes', 'Revoke without asking first'],
    accessibility: [
      'The secret is a read-only field with its own label and a copy button; the dialog keeps focus until "I have copied it"; the state of a key is said in words, not only in colour.',
    ],
  },
  'Courier/Master data/Customer import': {
    usage: [
      'Adds many customers at once from a CSV file or pasted rows (a template downloads with the columns and an example row): the home office of rows that name none, which column is which field, then every row checked. The valid rows are added in one call, or none; a row whose email address or tax number another customer or an earlier row has is listed, never merged.',
    ],
    do: ['Offer the template before the first file', 'Say a duplicate by its line and field, with what it repeats'],
    dont: ['Merge a row into an existing customer unasked', 'Stop at the first wrong row'],
    accessibility: [
      'The steps are headed sections; the check’s result and the outcome are announced; the problems are a table with line numbers.',
    ],
  },
  'Courier/Master data/Customer webhooks': {
    usage: [
      'Where a business customer’s system hears of its parcels’ events, on the customer’s page, for the administrator alone: each endpoint’s address, the events it hears of, whether it is on, and how many deliveries wait or failed. The signing secret is shown once, as a key is; the deliveries open by status, with what each attempt met, and a failed one is sent again.',
    ],
    do: [
      'Open the deliveries on the failed ones when there are any',
      'Say why a delivery failed in words: the answer’s status, or why none came',
    ],
    dont: ['Take an address into the company’s own network', 'Delete an endpoint without asking first'],
    accessibility: [
      'Each endpoint’s actions are named with its address; the secret is a read-only field with a copy button; a delivery’s status is said in words, not only in colour.',
    ],
  },
  'Courier/Master data/Drivers': {
    usage: [
      'The people who drive the trucks: employee number, contact, home office, licence class and expiry, status (available, on a trip, off duty, on leave). A driver whose licence has expired is not offered when planning a trip.',
    ],
    do: ['Show a licence that expires soon before it does'],
    dont: ['Delete a driver with trips (deactivate instead)'],
    accessibility: ['The status and the licence’s state are said in words, not only in colour.'],
  },
  'Courier/Master data/Routes': {
    usage: [
      'The line hauls and rounds: code and name, the stops in order with their times from departure, the weekdays it runs and its departure time. A trip is planned on a route.',
    ],
    do: ['Let stops be reordered by dragging and by keyboard', 'Show the days as words ("Mon, Wed, Fri", "Every day")'],
    dont: ['Change a route under trips already on the road'],
    accessibility: [
      'The stops are a grid list with React Aria’s drag and drop: a stop is picked up and put down by keyboard too, and each move is announced.',
    ],
  },
  'Courier/Master data/Trucks': {
    usage: [
      'The fleet: plate, make, model and year, capacity in kg, home office, next service and insurance dates, status (available, on a trip, in maintenance, retired). Only an available truck is offered when planning.',
    ],
    do: ['Write plates as they are on the truck ("34 ABC 123")'],
    dont: ['Plan past a truck’s capacity without seeing it (the load bar warns)'],
    accessibility: ['The status is a badge with words; the capacity is said with its unit.'],
  },
  'Courier/Trips': {
    usage: [
      'Planning and running trips: a route on a day, a truck and a driver free at that time (those not free stay listed, greyed, with the reason), then the manifest: load by scan or selection, depart, arrive, complete or cancel, each confirmed. The load bar turns amber from 90 % and red past capacity.',
    ],
    do: ['Say why a truck or a driver cannot be chosen', 'Confirm the moves that cannot be undone'],
    dont: ['Hide what the server refused: the dialog says it'],
    accessibility: [
      'The capacity is a progress bar with its words; the manifest’s tables are named ("On board (2)", "Waiting at IST").',
    ],
  },
  'Courier/Reports': {
    usage: [
      'The seven reports of the business (deliveries, on-time, revenue, offices, drivers, complaints, COD) over a chosen period, each a chart and the table under it, exported as CSV.',
    ],
    do: ['Keep the period in the address', 'Total the money columns'],
    dont: ['Show a chart with no way to read its numbers'],
    accessibility: ['Each chart has its table; chart labels are text, never HTML from data.'],
  },
  'Courier/Staff accounts': {
    usage: [
      'Who may sign in: name, email, role, office and whether the account is active. Disabling asks first, ends the person’s sessions at once and keeps their records; one’s own account cannot be disabled.',
    ],
    do: ['Name the person in the confirmation', 'Show one’s own row as "You"'],
    dont: ['Delete accounts (their scans and records must keep a name)'],
    accessibility: [
      'The buttons are named with the person ("Disable Burak Şahin"); the change is confirmed in an alert dialog.',
    ],
  },
  'Courier/Staff accounts/Audit log': {
    usage: [
      'The administrator’s record of every administrative act: who did what to which record, each changed field before and after, when and from which address; newest first, filtered by time, person and act, exported as CSV. Nothing in it can be changed.',
    ],
    do: ['Name values as people read them (a role’s name, an office’s code)', 'Export exactly what the filters show'],
    dont: ['Offer an edit or a delete of a row'],
    accessibility: [
      'The table is named "Audit log"; each change is a line of text ("Role: Counter clerk → Operations manager").',
    ],
  },
  'Courier/My account': {
    usage: [
      'Each person’s own account: name, work phone and the app’s language (email, role and office are the administrator’s), the password changed with the current one, and the open sessions with device, address and last sight, each signed out on its own or all but this one at once.',
    ],
    do: ['Mark the current session as "This device"', 'Ask before signing out every other session'],
    dont: ['Offer to change what an administrator decides (role, office, email)'],
    accessibility: [
      'Each form is named by its card; each session’s button names its device ("Sign out Safari 17 · iOS 17").',
    ],
  },
  'Courier/Staff accounts/Company profile': {
    usage: [
      'The administrator’s page of the company’s name, address and phone: what the frame, the labels, the manifests, the public tracking page and the e-mails show in place of the product’s own name.',
    ],
    do: ['Say where the name will show', 'Write the change in the audit log'],
    dont: ['Let anyone but the administrator change it'],
    accessibility: ['The form is named by its card; a missing name is said on its field and in the summary.'],
  },
  'Courier/Status page': {
    usage: [
      'A whole page that says where the user is and how to go on: not found, a module still to come (inside the layout), something went wrong.',
    ],
    do: ['Offer the way back (the start page)', 'Say what happened in plain words'],
    dont: ['Show a stack trace or a blank page'],
    accessibility: ['The title is the page’s heading; an error page is an alert.'],
  },
  'Courier/Tracking': {
    usage: [
      'The public tracking page: a tracking number in, the parcel’s status and journey out (cities and times only: no names, addresses or money). Works on a phone, without signing in.',
    ],
    do: [
      'Accept the number with spaces, dashes or in lower case (it is normalised)',
      'Tell a wrong number (format, check digit) from one not found',
    ],
    dont: ['Show anything the public call does not give'],
    accessibility: ['The result is in a polite live region; the journey is an ordered list with times.'],
  },

  // The sample areas around the core (Apps): internal tools of the company's staff.
};
