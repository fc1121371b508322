/** The shapes the bench measures, prints and writes to bench-results.json. */
import type { InboxBenchRow } from './inbox';

export type Preset = 'mobile' | 'desktop';

/** Our built page; the same page with its scripts removed; one heading and one paragraph. */
export type PageId = 'ours' | 'no-script' | 'plain';

export const PAGE_IDS: readonly PageId[] = ['ours', 'no-script', 'plain'];
export const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

/** Bytes on the wire (Lighthouse's transferSize: compressed body plus headers) per resource type. */
export type ByteSplit = {
  html: number;
  css: number;
  js: number;
  images: number;
  fonts: number;
  other: number;
  total: number;
};

/** Lighthouse category scores, 0–100; NaN when Lighthouse could not score the category. */
export type Scores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};

/** One Lighthouse run, or the per-metric median of several. Times in ms. */
export type PageMetrics = {
  scores: Scores;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  bytes: ByteSplit;
  /**
   * gzip -9 size of the first-load JS and CSS: the files plus the code inline in the HTML. The
   * targets are stated in gzip, while Chromium is sent brotli (smaller), and inlined CSS shows up
   * as HTML bytes, so the transfer split alone would flatter us.
   */
  gzip: { js: number; css: number };
  /** Simulated runs: what Lantern's LCP waited for (bench/lcp-path.ts); absent when it could not tell. */
  lcpPath?: string | undefined;
};

/**
 * Lighthouse's default estimates load times from a fast unthrottled load ("simulate"); "devtools"
 * slows the network and CPU for real and reports what happened.
 */
export type Throttling = 'simulate' | 'devtools';

export type PageResult = {
  page: PageId;
  preset: Preset;
  throttling: Throttling;
  url: string;
  runs: number;
  median: PageMetrics;
  /** Simulated runs: each run's `lcpPath` in run order, null for a run that could not tell. */
  lcpPaths?: (string | null)[];
};

export type LoadResult = {
  target: 'ours' | 'bare' | 'postgres' | 'worker' | 'bare-worker';
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors + timeouts + non-2xx answers. */
  errors: number;
  timeouts: number;
  non2xx: number;
  created: number;
};

/** Whether every 201 the load test saw is a row in the database. */
export type StoreCheck = {
  rows: number;
  created: number;
  ids: number;
  /** Two 201s with one id would mean one row answered for two messages. */
  distinctIds: number;
  missing: number[];
  /** Rows stored as spam (where the messages carried proofs of work, so none should be). */
  spam?: number;
};

/**
 * Where an interaction's latency went, read off its longest Event Timing entry: waiting for the
 * main thread (input delay), the page's event handlers (processing), and from their end to the
 * next paint (presentation: style, layout, paint and the frame). In ms.
 */
export type LatencyParts = { inputDelay: number; processing: number; presentation: number };

/** One measured interaction of one run: its latency and, when it left an entry, its parts. */
export type InteractionSample = { label: string; latency: number; parts?: LatencyParts | undefined };

/**
 * One interaction's latency (Event Timing, ms) in each run, and their median; `parts`: the median
 * of each part over the runs that left an entry (so the three need not add up to `median`).
 */
export type InteractionResult = { label: string; runs: number[]; median: number; parts?: LatencyParts | undefined };

/** A long task (≥ 50 ms) with the phase it started in: "load" or the interaction under way. */
export type PhasedTask = { phase: string; startTime: number; duration: number };

export type LongTaskRun = {
  firstPaint: number;
  tasks: PhasedTask[];
  longest: number;
  /** Blocking time (time past 50 ms per task) from first paint until the first interaction. */
  loadBlocking: number;
  /** Blocking time of every task from the first interaction on. */
  interactionBlocking: number;
};

export type LongTaskSummary = { runs: LongTaskRun[]; longest: number; loadBlocking: number; interactionBlocking: number };

/** Every interaction driven in one viewport, a fresh page per run, the CPU slowed down. */
export type InteractionOutcome = {
  viewport: string;
  width: number;
  cpuSlowdown: number;
  interactions: InteractionResult[];
  longTasks: LongTaskSummary;
};

/** The visits issue 44 reads ours against, measured in the same run: per viewport, as ours. */
export type InteractionReferences = {
  /** The same HTML and CSS with a few lines of plain script (reference-page.ts): the home page's visit; absent for long-form pages. */
  frameworkFree?: readonly InteractionOutcome[];
  /** A bare React 19 page hydrating one element (bare-react.ts): its load. */
  react?: readonly InteractionOutcome[];
};

/** `reference`: a floor to read the others against (as bare node:http is for ours), with no target of its own. */
export type DeploymentLoad = { label: string; result: LoadResult; store: StoreCheck; reference?: boolean };

export type TargetResult = { name: string; pass: boolean; detail: string };

/** The MCP endpoint's answers under load (issue 45, bench/mcp-load.ts): a read of the profile, and a message left through the tool. */
export type McpLoadRow = { call: 'read' | 'message'; requests: number; requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };

/** The page while the MCP endpoint is flooded (bench/mcp-flood.ts, decision 055): the visitor's loads, and what the flood was answered, by status. */
export type McpFloodRow = {
  addresses: number;
  connections: number;
  batch: number;
  seconds: number;
  loads: number;
  served: number;
  p50Ms: number;
  p90Ms: number;
  slowestMs: number;
  answers: Record<string, number>;
  failed: number;
};

export type BenchResults = {
  timestamp: string;
  versions: { node: string; chromium: string; lighthouse: string };
  pages: PageResult[];
  interactions: InteractionOutcome[];
  /** What the interactions are read against (issue 44); absent from runs before it. */
  references?: InteractionReferences;
  load: { bare: LoadResult; ours: LoadResult; store: StoreCheck };
  /** The same load on the other ways to deploy the service, each with its own check of the 201s. */
  deployments: DeploymentLoad[];
  /** The Worker as `wrangler deploy` would upload it. */
  workerBundle: { bytes: number; gzipBytes: number };
  proofCost: ProofCost;
  /** The owner's inbox at 10,000 messages, per store and call (inbox.ts); absent from runs before issue 25. */
  inbox?: InboxBenchRow[];
  /** The MCP endpoint under load (bench/mcp-load.ts); absent from runs before issue 45. */
  mcp?: McpLoadRow[];
  /** The same load on the SDK's own stateless server (bench/bare-mcp-server.ts); absent from runs before it. */
  mcpReference?: McpLoadRow[];
  /** The page during an MCP flood (bench/mcp-flood.ts); absent from older runs. */
  mcpFlood?: McpFloodRow;
  /**
   * The long-form pages (issue 24): the longest post and a case study, of the owner's content or,
   * when it has none, of the fixture owner who writes (`source` says which), each with its targets.
   */
  articles: { source: string; kind: 'post' | 'case study'; path: string; pages: PageResult[]; interactions: InteractionOutcome[]; references?: InteractionReferences; targets: TargetResult[] }[];
  /** Whether each page's first screen arrives in a connection's first flight (first-screen.ts). */
  firstScreens: ({ page: string } & FirstScreen)[];
  ratios: { lcpOverNoScript: number; appliedLcpOverNoScript: number; lcpOverPlain: number; requestsOverBare: number };
  targets: TargetResult[];
  /** Lighthouse's run warnings, retried runs, and anything that makes a figure less trustworthy. */
  notes: string[];
  phasesSeconds: Record<string, number>;
  /** The 1-minute load average as each phase began: above the core count, runs queued for CPU. */
  machine: { cores: number; loadAverages: Record<string, number> };
  totalSeconds: number;
};

/** What the proof of work costs a phone at its worst (proof-cost.ts). */
export type ProofCost = {
  cpuSlowdown: number;
  /** The largest number the service's challenges allow: the most tries a visitor's browser makes. */
  maxNumber: number;
  /** Per run: from the challenge's arrival to the solution, with every one of the tries made. */
  worstCaseMs: number[];
  medianWorstCaseMs: number;
  /** The longest main-thread task while it ran: typing never waits longer than this on it. */
  longestTaskMs: number;
};

/** How much of a page's HTML its first screen needs, gzip (first-screen.ts). */
export type FirstScreen = {
  /** gzip bytes of the whole HTML. */
  html: number;
  /** gzip bytes of the HTML before the first element below the first screen, at the viewport that needs most. */
  firstScreen: number;
  /** That viewport, and the element the first screen ends at (its start tag). */
  viewport: string;
  endsAt: string;
  fits: boolean;
};
