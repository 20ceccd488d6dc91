import { describe, expect, it } from 'vitest';
import { assertSupportedNode, supportedNodeRange } from './node-version';

describe('assertSupportedNode', () => {
  it('accepts any release of the major that "engines" names', () => {
    expect(() => assertSupportedNode('24.0.1', '^24.11.0')).not.toThrow();
    expect(() => assertSupportedNode('24.21.0', '^24.11.0')).not.toThrow();
  });

  it('refuses another major, naming what is needed and what runs', () => {
    expect(() => assertSupportedNode('20.20.2', '^24.11.0')).toThrow(
      /Node 24 is needed \(package\.json "engines": "\^24\.11\.0"\), but this is Node 20\.20\.2/,
    );
    expect(() => assertSupportedNode('26.1.0', '^24.11.0')).toThrow(/this is Node 26\.1\.0/);
  });

  it('holds for the Node these tests run on', () => {
    expect(() => assertSupportedNode(process.versions.node, supportedNodeRange())).not.toThrow();
  });
});
