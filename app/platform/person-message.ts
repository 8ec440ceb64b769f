/**
 * Whether an upstream's text may reach a page (requirements §A11): a message written for a
 * person passes; exception names, SQL, stack frames, addresses and dumps do not. Pure.
 */

/** Longer than a message written for a person: a dump, a trace or a body. */
export const MAX_PERSON_MESSAGE_LENGTH = 160;

/**
 * What gives a text away as written for a machine (requirements §A11: exception names, SQL,
 * stack frames and addresses never reach a page). Each entry is one kind of internal.
 */
const INTERNALS: readonly RegExp[] = [
  // Control characters and line breaks: multi-line dumps and traces.
  /[\p{Cc}\u2028\u2029]/u,
  // Exception and error class names (SQLSyntaxErrorException, TypeError, HttpClientError) and their prefixes.
  /\b[A-Za-z_$][\w$]*(?:Exception|Error|Fault|Throwable)\b/,
  /\b(?:Exception|Caused by|panic)\s*:/i,
  // Qualified class and package names: java.sql.X, org.hibernate.Y, com.example.Z.
  /\b(?:java|javax|jakarta|org|com|net|sun|jdk|io|kotlin|scala)\.[a-z]\w*\.\w/,
  // Database codes and words: ORA-00942, PLS-00201, SQLSTATE, MySQL's "ERROR 1064 (42000)", errno.
  /\b(?:ORA|PLS|TNS|SP2|IMP|EXP|DB2|SQL\d*)-\d{3,5}\b/i,
  /\b(?:SQL|SQLSTATE|SQLCODE|JDBC|ODBC|JPA|Hibernate|errno|syscall)\b/i,
  /\bERROR\s+\d{3,5}\s*\(/,
  // Node's system error codes.
  /\bE(?:CONN(?:REFUSED|RESET|ABORTED)|TIMEDOUT|NOTFOUND|AI_AGAIN|PIPE|HOSTUNREACH|NETUNREACH|ADDRINUSE|ACCES|PERM|NOENT)\b/,
  // SQL statements.
  /\bselect\s+(?:\*|distinct\b|top\s+\d|[\w.]+\s*,)|\bselect\b[^.]*?\bfrom\s+[\w.]+\s+where\b/i,
  /\b(?:insert\s+into|delete\s+from|merge\s+into)\b|\bupdate\s+[\w.]+\s+set\b|\b(?:drop|create|alter|truncate)\s+(?:table|index|view|schema)\b/i,
  /\bwhere\s+[\w.]+\s*(?:=|<>|!=)/i,
  // Stack frames: "at x.y (file:12:3)", "at file.js:12:3", "Foo.java:123", Python's "line 12, in".
  /\bat\s+[\w$<>[\]/]*[.<][\w$.<>[\]/]*\s*\(/,
  /\bat\s+[^\s:]*[a-z][^\s:]*[./][^\s:]*:\d+/i,
  /\(\S+:\d+(?::\d+)?\)/,
  /\.(?:java|kt|scala|groovy|cs|js|mjs|cjs|ts|tsx|jsx|py|rb|go|php|c|cc|cpp|h|rs|swift):\d+/i,
  /\bTraceback\b|\bline\s+\d+,\s+in\b|\bstack\s*trace\b/i,
  // URLs and hosts: a scheme, "www.", a dotted name ending in a domain, "localhost".
  /\b[a-z][a-z\d+.-]*:\/\//i,
  /\bwww\.|\blocalhost\b/i,
  /\b[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*\.(?:com|in|net|org|io|co|gov|edu|int|local|internal|lan|corp|svc|cluster|cloud|dev|app|aws|amazonaws)\b/i,
  // IP addresses (v4, v6) and ports.
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/,
  /\b(?:[\da-f]{1,4}:){3,7}[\da-f]{1,4}\b|(?:^|[^\w:])::(?:[\da-f]{1,4})?(?![\w:])/i,
  /\bport\s+\d{2,5}\b|\b[a-z][\w-]*:\d{2,5}\b|\]:\d{2,5}\b/i,
  // File paths: /var/log/x, C:\x, ./x, ../x, ~/x, and file names of code, configuration and logs.
  /(?:^|[\s(='"[,])(?:\/[\w.@-]+){2,}/,
  /\b[a-z]:\\|\\\\|(?:^|[\s(='"])(?:\.{1,2}|~)\//i,
  /\b[\w-]+\.(?:java|class|jar|war|js|mjs|cjs|ts|py|go|rb|php|sql|xml|yml|yaml|json|properties|log|conf|cfg|ini|sh|env)\b/i,
  // JSON and HTML: braces, "key": value, tags and entities.
  /[{}]|"[\w-]+"\s*:/,
  /<\/?[a-z!?][^>]*>|&(?:lt|gt|amp|quot|#\d+);/i,
  // Key=value dumps (traceId=..., status=500) and SCREAMING_SNAKE codes (GS_NO_CARDS_FOR_CUSTOMER).
  /\b\w+=\S/,
  /\b[A-Z][A-Z\d]*_[A-Z\d_]*[A-Z\d]\b/,
  // JavaScript's own words for a bug.
  /\b(?:undefined|NaN|null\s*pointer)\b|\bis not a function\b|\bCannot read propert/i,
];

/**
 * An upstream message as a page may show it: the trimmed text when it reads as a message for a
 * person (short, at least one letter, none of INTERNALS), else null, for the caller's generic text.
 */
export function personMessage(text: string | null | undefined): string | null {
  const message = text?.trim();
  if (!message || message.length > MAX_PERSON_MESSAGE_LENGTH || !/\p{L}/u.test(message)) return null;
  return INTERNALS.some((pattern) => pattern.test(message)) ? null : message;
}
