/*
 * The metric both web-vitals files speak of, in a file of its own: report-web-vitals.ts loads the
 * observer lazily, and the observer naming the report's type made the two import each other.
 */
export type Metric = { name: string; value: number };
export type ReportHandler = (metric: Metric) => void;
