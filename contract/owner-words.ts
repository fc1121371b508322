import type { SecurityEventKind } from './owner-api';

/**
 * Every text of the owner's page (/owner/, src/owner/) that is not the owner's data or the
 * service's own sentence: titles, buttons, labels, results read out, confirmations, errors. This is
 * the English; contract/owner-words/<lang>.ts holds the same texts in another language, typed as
 * `OwnerWords` so a missing key is a type error, and contract/owner-folio-words.ts registers them.
 *
 * `{name}` placeholders are filled in where the text is shown (contract/owner-text.ts); each text's
 * comment names them. A count picks its words by the language's plural category (CLDR's, through
 * Intl.PluralRules) in ICU's syntax, `{count, plural, one {# message} other {# messages}}`, `#`
 * being the number as the page's language writes it. A `{command}` or `{link}` is an element (code,
 * a link) put into the sentence, so the sentence stays whole for a translator.
 */
export const OWNER_WORDS_EN = {
  shell: {
    /** The page's <title> and the name in the signed-in bar. */
    title: 'Inbox',
    /** Names the bar's row of views (read out). */
    viewsLabel: 'Views',
    messages: 'Messages',
    insights: 'Insights',
    passkeys: 'Passkeys',
    signOut: 'Sign out',
    /** Shown on the sign-in card after signing out. */
    signedOut: 'You are signed out.',
    signedOutEverywhere: 'Every session has ended, this one too, and the assistant tokens made on this page are revoked.',
    /** After removing a passkey, which also ends every session; {name}: the passkey's. */
    passkeyRemoved: 'Passkey “{name}” removed. Every session has ended, this one too, and the assistant tokens made on this page are revoked.',
    /** After either: the tokens made with npm run owner, which still work; {names}: each with its scope and expiry. */
    tokensLeft:
      '{count, plural, one {One token made in the shell still works: {names}. To end it, run npm run owner -- tokens revoke ID.} other {# tokens made in the shell still work: {names}. To end one, run npm run owner -- tokens revoke ID.}}',
    sessionEnded: 'Your session has ended. Sign in again to carry on.',
    checkingSession: 'Checking your session…',
    toDarkTheme: 'Switch to the dark theme',
    toLightTheme: 'Switch to the light theme',
    /** The inline confirmations' way back. */
    cancel: 'Cancel',
  },
  /** The sign-in and the invite's cards. */
  signIn: {
    title: 'Your inbox',
    lead: 'Sign in with the passkey on this device, or on your phone nearby. There is no password.',
    button: 'Sign in with a passkey',
    waiting: 'Waiting for your passkey…',
    /** {command}: the command, shown as code (`npm run owner -- invite`). */
    noPasskey: 'No passkey yet? On the machine that holds your messages, run {command} and open the link it prints.',
    /** At an IP address; {link}: a link to the same page at localhost, worded as openAtLocalhost. */
    ipAddress: 'Passkeys need a domain name, not an IP address. {link}.',
    openAtLocalhost: 'Open this page at localhost',
  },
  enrol: {
    title: 'Create your passkey',
    checking: 'Checking your invite link…',
    lead: 'This invite adds a passkey for your inbox on this device. Give it a name you will recognise in the list of passkeys.',
    nameLabel: 'Name of this passkey',
    create: 'Create passkey and open the inbox',
    waiting: 'Waiting for your device…',
    deadTitle: 'This invite link cannot be used',
    deadLead: 'It may be mistyped, used already or expired: an invite works once, for 15 minutes.',
    /** {command}: the command, shown as code (`npm run owner -- invite`). */
    deadHelp: 'For a new link, run {command} where your messages are stored, and open the link it prints on this device.',
    haveOne: 'I have a passkey: sign in',
  },
  /** A new passkey's suggested name, by the platform the browser says it is on (a product name stays as it is). */
  deviceNames: {
    iphone: 'This iPhone',
    ipad: 'This iPad',
    android: 'This Android phone',
    mac: 'This Mac',
    windows: 'This Windows PC',
    chromebook: 'This Chromebook',
    linux: 'This Linux computer',
    other: 'This device',
  },
  inbox: {
    title: 'Messages',
    /** Beside the title: how many rows are listed; shownMore when more can be loaded ("20+ shown"). */
    shown: '{count, plural, one {# shown} other {# shown}}',
    shownMore: '{count, plural, one {#+ shown} other {#+ shown}}',
    /** Read out when the list changes. */
    listed: '{count, plural, one {# message} other {# messages}}',
    listedMore: '{count, plural, one {# message, more to load} other {# messages, more to load}}',
    /** Names the row of state filters (read out). */
    filtersLabel: 'Show messages',
    searchLabel: 'Search messages by address or text',
    searchPlaceholder: 'Search address or text',
    empty: 'No messages here.',
    loading: 'Loading…',
    loadMore: 'Load more',
    /** Followed by the links "CSV" and "JSON". */
    export: 'Export what is listed:',
    chooseOne: 'Choose a message to read it here.',
    /** Read before an unread row's address. */
    unread: 'Unread:',
    /** A row's badge, for one message (the filters are `states`). */
    heldBadge: 'Held',
    spamBadge: 'Spam',
  },
  /** The filters above the list, each followed by its count. */
  states: {
    all: 'All',
    unread: 'Unread',
    held: 'Held',
    spam: 'Spam',
    delivered: 'Delivered',
  },
  /** An opened message's state, as a sentence. */
  statuses: {
    delivered: 'Delivered to your notifications',
    pending: 'Waiting in the outbox to be sent on',
    'not notified': 'Stored (no notification channel was set up when it came)',
    held: 'Held: not sent on to your notifications',
    spam: 'Filed as spam',
  },
  message: {
    back: 'Back to messages',
    /** {reason}: the service's reason, as it gave it. */
    reason: 'Reason: {reason}',
    /** Beside the time of a message left through the MCP endpoint. */
    viaAssistant: 'Left by an assistant',
    reply: 'Reply',
    markUnread: 'Mark unread',
    release: 'Release',
    markSpam: 'Mark as spam',
    /** Names the group of the two buttons that destroy (read out). */
    removeGroup: 'Remove',
    delete: 'Delete',
    erase: 'Erase everything from this address',
    deleteQuestion: 'Delete this message? This cannot be undone.',
    deleteConfirm: 'Delete message',
    /** {count}: the address's messages; {email}: the address. */
    eraseQuestion: '{count, plural, one {Erase the # message from {email}? This cannot be undone.} other {Erase all # messages from {email}? This cannot be undone.}}',
    /** When there are at least {count} (the most the page counts): {email}. */
    eraseQuestionAtLeast: '{count, plural, one {Erase # or more messages from {email}? This cannot be undone.} other {Erase # or more messages from {email}? This cannot be undone.}}',
    eraseConfirm: 'Erase them',
    /** The results, shown and read out. */
    markedUnread: 'Marked unread',
    released: 'Released',
    markedSpam: 'Marked as spam',
    deleted: 'Deleted',
    /** {count}: how many went; {email}: the address. */
    erased: '{count, plural, one {Erased # message from {email}} other {Erased # messages from {email}}}',
  },
  /** The reply's e-mail, as the owner's mail app opens it. */
  reply: {
    /** {subject}: the message's first line. */
    subject: 'Re: {subject}',
    noSubject: 'Re: your message',
    /** Above the quoted message; {when}: its full date and time, {email}: the sender. */
    quoteHeader: 'On {when}, {email} wrote:',
  },
  insights: {
    title: 'Insights',
    /** {days}: the range, in days (30). */
    loading: '{days, plural, one {Loading the last # day…} other {Loading the last # days…}}',
    emptyTitle: 'No visits counted yet',
    /** {days}: the range, in days. */
    emptyText: '{days, plural, one {Nothing in the last # day.} other {Nothing in the last # days.}} A visit is counted once the page has loaded; robots and visitors who ask not to be tracked (Global Privacy Control, Do Not Track) never are.',
    totals: '{days, plural, one {Totals for the last # day} other {Totals for the last # days}}',
    viewsTotal: '{days, plural, one {Views, the last # day} other {Views, the last # days}}',
    visitorsTotal: '{days, plural, one {Visitors, the last # day} other {Visitors, the last # days}}',
    chartTitle: 'Views and visitors per day',
    views: 'Views',
    visitors: 'Visitors',
    day: 'Day',
    /** The chart read out: {first} and {last}, the range's days; {views} and {visitors}, its totals. */
    chartLabel: '{first} to {last}: {views, plural, one {# view} other {# views}}, {visitors, plural, one {# visitor} other {# visitors}}. Each day is in the table below.',
    asTable: 'Each day as a table',
    /** The breakdowns: each title, its first column's name (read out) and what it says when empty. */
    pages: 'Pages',
    page: 'Page',
    referrers: 'Referrers',
    site: 'Site',
    languages: 'Languages',
    language: 'Language',
    count: 'Count',
    noPageViews: 'No page views yet.',
    noReferrers: 'No visitor came from another site yet.',
    actionsTitle: 'What visitors did',
    /** {count}: how many reports were refused in all. */
    notCounted: 'Not counted: {count}',
    notCountedText: 'Reports the service refused, so one address or another site cannot inflate the figures above.',
  },
  /** What visitors did, by the service's key (server/owner/insights/counting-rules.ts). */
  actions: {
    cv: 'CV downloads',
    'resume-json': 'resume.json fetches',
    'project-link': 'Project link clicks',
    'social-link': 'Profile link clicks',
    'form-started': 'Contact form started',
    'form-sent': 'Contact form sent',
  },
  /** Why reports were not counted, by the service's key (server/owner/insights/insights-bounds.ts). */
  refusals: {
    rate: 'Too many from one address',
    origin: 'Sent from another site',
    visitors: 'Too many visitors from one address',
    keys: 'New pages or referrers from one address',
  },
  passkeys: {
    title: 'Passkeys',
    lead: 'Each one opens this inbox. Keep two, on two devices, so losing one does not lock you out. Adding or removing one asks for a passkey you have first.',
    /** The badge on the passkey of the device in use. */
    thisDevice: 'This device',
    /** {date}: date and time. */
    added: 'Added {date}',
    lastUsed: 'Last used {date}',
    neverUsed: 'Never used to sign in',
    rename: 'Rename',
    /** The buttons read out with the passkey's {name}. */
    renameLabel: 'Rename {name}',
    remove: 'Remove',
    removeLabel: 'Remove {name}',
    onlyOne: 'Add another passkey before removing this one.',
    newName: 'New name',
    save: 'Save',
    removeQuestion: 'Remove the passkey “{name}”? That device will no longer open this inbox. Every session ends, this one too, and the assistant tokens made on this page are revoked.',
    removeConfirm: 'Remove passkey',
    /** The results, read out; {name}: the passkey's. */
    renamed: 'Renamed to “{name}”',
    addedResult: 'Passkey “{name}” added',
    newLabel: 'Name for a new passkey',
    newPlaceholder: 'e.g. Work laptop',
    add: 'Add a passkey',
    waiting: 'Waiting for your device…',
  },
  /** The assistants' tokens (issue 45), under Security. */
  assistants: {
    title: 'Assistants',
    lead: 'A token lets an assistant you use reach this inbox over MCP: read it, or also change it. It is shown once; only its hash is kept.',
    nameLabel: 'Its name',
    namePlaceholder: 'Assistant on my laptop',
    scopeLabel: 'It may',
    scopeRead: 'Read messages and insights',
    scopeManage: 'Also hold, release, mark as spam and erase',
    lifetimeLabel: 'For',
    /** A lifetime of {count} days. */
    days: '{count, plural, one {# day} other {# days}}',
    make: 'Make a token',
    /** Above the new token, shown once. */
    shownOnce: 'Copy it now: it is not shown again.',
    copy: 'Copy',
    copied: 'Copied',
    done: 'Done',
    none: 'No assistant has a token.',
    /** The badges of the two scopes. */
    readBadge: 'Reads',
    manageBadge: 'Reads and changes',
    /** {date}: date and time. */
    expires: 'Expires {date}',
    /** A token named in a sentence: {scope}, its badge's words; {date}, its expiry. */
    inSentence: '{scope}, until {date}',
    expired: 'Expired {date}',
    lastUsed: 'Last used {date}',
    neverUsed: 'Never used',
    /** Beside a token made on the machine, which signing out everywhere leaves alone. */
    shellBadge: 'Made with npm run owner',
    /** Under the form. */
    confirmNote: 'Making one asks for one of your passkeys first.',
    revoke: 'Revoke',
    revokeLabel: 'Revoke {name}',
    revokeQuestion: 'Revoke “{name}”? The assistant is refused from its next call.',
    /** The results, read out; {name}: the token's. */
    made: 'Made the token “{name}”',
    revoked: 'Revoked the token “{name}”',
  },
  activity: {
    title: 'Sign-in activity',
    nothing: 'Nothing recorded yet.',
    /** After an event's detail: {client}, the address it came from. */
    from: 'from {client}',
    sessionsTitle: 'Sessions',
    sessionsLead: 'Lost a phone or used a shared computer? End every session, this one too, and revoke the assistant tokens made on this page. Your passkeys stay.',
    signOutEverywhere: 'Sign out everywhere',
    signOutEverywhereQuestion: 'Sign out on every device, this one too, and revoke the assistant tokens made on this page?',
  },
  /** Each recorded event, by its kind. */
  events: {
    'invite-created': 'Invite link created',
    'invite-used': 'Invite link used',
    'sign-in': 'Signed in',
    'sign-in-failed': 'Sign-in failed',
    'passkey-added': 'Passkey added',
    'passkey-renamed': 'Passkey renamed',
    'passkey-removed': 'Passkey removed',
    'signed-out': 'Signed out',
    'signed-out-everywhere': 'Signed out everywhere',
    'assistant-token-created': 'Assistant token created',
    'assistant-token-revoked': 'Assistant token revoked',
    'assistant-used': 'Used by an assistant',
    'assistant-token-refused': 'Assistant token refused',
  } satisfies Record<SecurityEventKind, string>,
  /** The page's own errors (a refusal the service words itself is shown as it is). */
  errors: {
    unreachable: 'The service could not be reached. Check your connection and try again.',
    /** An answer that carries no sentence; {status}: its HTTP status. */
    answered: 'The service answered {status}.',
    promptClosed: 'The passkey prompt was closed or timed out. Nothing was changed; try again.',
    alreadyEnrolled: 'This device already holds a passkey for this inbox.',
    /**
     * After a refusal for too many tries: {wait} is waitSeconds' or waitMinutes' text, used only
     * here, so write those in the form this sentence needs after its preposition.
     */
    tryAgainIn: 'Try again in {wait}.',
    waitSeconds: '{count, plural, one {# second} other {# seconds}}',
    waitMinutes: '{count, plural, one {# minute} other {# minutes}}',
  },
} as const;

export type OwnerWordGroup = keyof typeof OWNER_WORDS_EN;
export type OwnerWords = { [G in OwnerWordGroup]: { [K in keyof (typeof OWNER_WORDS_EN)[G]]: string } };
