import { describe, expect, it } from 'vitest';
import { MCP_TARGET_P99_MS, mcpTarget } from './mcp-load';
import type { McpLoadRow } from './types';

const row = (p99Ms: number, errors = 0): McpLoadRow => ({ call: 'read', requests: 50_000, requestsPerSecond: 5_000, p50Ms: 7, p99Ms, errors });

describe('the MCP endpoint\'s target', () => {
  it('holds the p99 to the absolute target where the SDK\'s own server meets it', () => {
    expect(mcpTarget(row(MCP_TARGET_P99_MS), row(12)).met).toBe(true);
    expect(mcpTarget(row(MCP_TARGET_P99_MS + 1), row(12)).met).toBe(false);
    expect(mcpTarget(row(MCP_TARGET_P99_MS + 1), undefined).met).toBe(false);
  });

  it('holds it to the SDK\'s own server where that misses the target too, and says so', () => {
    const reference = row(60);
    expect(mcpTarget(row(40), reference).met).toBe(true);
    expect(mcpTarget(row(61), reference).met).toBe(false);
    expect(mcpTarget(row(40), reference).name).toContain('the SDK\'s bare server\'s 60 ms');
  });

  it('fails a run with errors whatever its latency', () => {
    expect(mcpTarget(row(5, 3), row(12)).met).toBe(false);
  });
});
