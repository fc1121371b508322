import type { Artifacts, Config } from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/** One node of Lantern's simulated page load, as far as the summary needs it. */
export type SimulatedNode = {
  /** Set for a network request; a main-thread task has none. */
  request?: { url: string; resourceType: string; priority: string; mainDocument: boolean };
  endMs: number;
};

// Lantern leaves low-priority images out of the LCP estimate (they are taken to be off screen),
// though they still share the simulated bandwidth; the summary counts them apart in the same way.
function isLowPriorityImage(node: SimulatedNode): boolean {
  return node.request?.resourceType === 'Image' && (node.request.priority === 'Low' || node.request.priority === 'VeryLow');
}

function shortUrl(url: string, origin: string): string {
  const local = url.startsWith(origin) ? url.slice(origin.length) : url;
  const file = local.split('?')[0] ?? local;
  return file.length > 40 ? `…${file.slice(-39)}` : file;
}

/**
 * What one run's simulated LCP waited for, in words: when the document's last byte arrived in the
 * simulation, then every other request the estimate counted with its simulated end, latest last
 * (the estimate is the latest of these, or of the main-thread work when that ends later). Lantern
 * counts every request that had ended before the largest paint of the real, unthrottled load it
 * replays, so a favicon or a manifest the browser fetched before that paint costs its simulated
 * round trips, and one fetched after it costs nothing: the difference between runs of one page.
 */
export function describeLcpPath(nodes: readonly SimulatedNode[], origin: string, estimateMs: number): string {
  const document = nodes.find((node) => node.request?.mainDocument);
  const others = nodes.filter((node) => node.request && !node.request.mainDocument && !isLowPriorityImage(node)).sort((a, b) => a.endMs - b.endMs);
  const images = nodes.filter(isLowPriorityImage).length;
  const taskEnd = Math.max(0, ...nodes.filter((node) => !node.request).map((node) => node.endMs));
  const parts = [`document ${document ? Math.round(document.endMs) : '?'} ms`];
  parts.push(...others.map((node) => `${shortUrl(node.request!.url, origin)} ${Math.round(node.endMs)} ms`));
  parts.push(`main thread ${Math.round(taskEnd)} ms`);
  const beside = images > 0 ? `, ${images} low-priority image${images === 1 ? '' : 's'} beside` : '';
  return `${Math.round(estimateMs)} ms: ${parts.join(' · ')}${beside}`;
}

type LanternNode = {
  type: string;
  request?: { url: string; resourceType?: string; priority: string };
  isMainDocument?: () => boolean;
};

/**
 * Replays Lighthouse's own LCP simulation on a run's artifacts (the same code its report used,
 * from the same trace and network log) and describes the pessimistic graph, which holds every
 * request the estimate counted. Undefined when the run has no simulated LCP or Lighthouse's
 * internals change shape: a missing explanation must not fail the measurement it explains.
 */
export async function simulatedLcpPath(artifacts: Artifacts, settings: Config.Settings, origin: string): Promise<string | undefined> {
  try {
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    };
    const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map() } as never);
    const timings = result.pessimisticEstimate.nodeTimings as unknown as Map<LanternNode, { endTime: number }>;
    const nodes: SimulatedNode[] = [...timings].map(([node, timing]) => ({
      endMs: timing.endTime,
      ...(node.type === 'network' && node.request
        ? { request: { url: node.request.url, resourceType: node.request.resourceType ?? 'Other', priority: node.request.priority, mainDocument: node.isMainDocument?.() ?? false } }
        : {}),
    }));
    return describeLcpPath(nodes, origin, result.timing);
  } catch {
    return undefined;
  }
}
